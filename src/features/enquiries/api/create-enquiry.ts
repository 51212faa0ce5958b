import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { currentLocale } from '@/lib/i18n/locale'
import { publicApi } from '@/lib/public-api'
import type { Enums, TablesInsert } from '@/types/database.types'
import { throttleMessage } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

export type EnquiryFormType = Enums<'enquiry_form_type'>

/** The spec's text when an enquiry could not be stored (the database's own under it when throttled). */
export interface EnquiryInput {
  /** The enquiry's own id, kept across retries of the same message (stored once). */
  submissionId: string
  formType: EnquiryFormType
  name: string
  email: string
  phone: string
  message: string
}

/**
 * The row sent to contact_submissions: an empty phone is stored as null; the page's language
 * goes with it (the acknowledgement is written in it, issue 22).
 */
export function toSubmissionRow(input: EnquiryInput): TablesInsert<'contact_submissions'> {
  const phone = input.phone.trim()
  return {
    id: input.submissionId,
    form_type: input.formType,
    name: input.name.trim(),
    email: input.email.trim(),
    phone: phone === '' ? null : phone,
    message: input.message.trim(),
    language: currentLocale(),
  }
}

/**
 * 'held' when the flood control set the message aside for staff to read in the admin (too
 * many arrived from the visitor's connection), else 'received'.
 */
export type EnquiryOutcome = 'received' | 'held'

/**
 * Sends a general inquiry or a concierge request. Visitors cannot read enquiries back: the
 * outcome comes from get_enquiry_receipt (this id with this email only). The message is stored
 * whatever that second call answers, so a failure there reads as received.
 */
export async function createEnquiry(input: EnquiryInput): Promise<EnquiryOutcome> {
  const row = toSubmissionRow(input)
  await run(publicApi.from('contact_submissions').insert(row))
  const receipt = await publicApi.rpc('get_enquiry_receipt', {
    p_enquiry_id: input.submissionId,
    p_email: row.email,
  })
  return receipt.data === 'held' ? 'held' : 'received'
}

/** The toast a failed enquiry shows. */
export function enquiryFailedToast(error: unknown) {
  return {
    title: m.booking_enquiry_send_failed(),
    description: throttleMessage(error) ?? undefined,
  }
}

export function useCreateEnquiry() {
  return useMutation({
    mutationFn: createEnquiry,
    meta: { errorToast: enquiryFailedToast },
  })
}
