import { useMutation } from '@tanstack/react-query'
import { publicApi } from '@/lib/public-api'
import type { TablesInsert } from '@/types/database.types'

export type EnquiryFormType = 'general' | 'concierge'

export interface EnquiryInput {
  /** The enquiry's own id, kept across retries of the same message (stored once). */
  submissionId: string
  formType: EnquiryFormType
  name: string
  email: string
  phone: string
  message: string
}

/** The row sent to contact_submissions: an empty phone is stored as null. */
export function toSubmissionRow(input: EnquiryInput): TablesInsert<'contact_submissions'> {
  const phone = input.phone.trim()
  return {
    id: input.submissionId,
    form_type: input.formType,
    name: input.name.trim(),
    email: input.email.trim(),
    phone: phone === '' ? null : phone,
    message: input.message.trim(),
  }
}

/** Sends a general inquiry or a concierge request. Visitors cannot read enquiries back. */
export async function createEnquiry(input: EnquiryInput): Promise<void> {
  const { error } = await publicApi.from('contact_submissions').insert(toSubmissionRow(input))
  if (error) throw error
}

export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry })
}
