// The enquiry form's checks, in zod/mini (the app's one zod 4, in its small tree-shaken form).
// They load when the visitor starts on the form (lazyResolver), not with the form.
import * as z from 'zod/mini'
import { FORM_MESSAGES } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'
import type { EnquiryFormValues } from './enquiry-form'

const required = (error: string) => z.minLength(1, { error, abort: true })

/**
 * The browser's own checks, no more (the spec: "only browser-level required checks are shown"):
 * `required` accepts spaces, `type="email"` is the HTML standard's address rule. The browser
 * stops the form first; these say the same beside the field where a browser does not. Built for
 * each check, so its messages are in the language on screen.
 */
export const enquiryFormSchema = () =>
  z.object({
    name: z.string().check(required(FORM_MESSAGES.nameMissing)),
    email: z
      .string()
      .check(
        required(FORM_MESSAGES.emailMissing),
        z.regex(z.regexes.html5Email, FORM_MESSAGES.emailInvalid),
      ),
    phone: z.string(),
    message: z.string().check(required(m.booking_enquiry_message_missing())),
    company_website: z.string(),
  }) satisfies z.ZodMiniType<EnquiryFormValues, EnquiryFormValues>
