// What the enquiry form holds; its checks are in enquiry-form-schema.ts, loaded when the visitor
// starts on the form.

/** What the enquiry form holds: the field names are the inputs' names. */
export interface EnquiryFormValues {
  name: string
  email: string
  phone: string
  message: string
  /** The honeypot: people never see it, bots fill it. */
  company_website: string
}

export const emptyEnquiry: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  company_website: '',
}
