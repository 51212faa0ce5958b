/** @jsxImportSource npm:react@18.3.1 */
// When a general enquiry or a concierge request arrives from the site: to staff (in each
// recipient group's language), and the acknowledgement to the sender in the language of the
// page they wrote from (issue 22), which never repeats what they typed.
import {
  ActionButton,
  Details,
  EmailLayout,
  Eyebrow,
  Note,
  Paragraph,
  Quoted,
  TextLink,
  Title,
  type SiteContact,
} from './layout.tsx'
import { formatParisTime, greetingName } from './format.ts'
import { links } from './links.ts'
import type { EnquiryPayload } from './payload.ts'
import { textsFor } from './texts.ts'

export function enquiryLabel(enquiry: EnquiryPayload): string {
  return textsFor(enquiry.language).enquiryStaff.label(enquiry.form_type === 'concierge')
}

export function EnquiryReceivedStaffEmail({
  enquiry,
  contact,
}: {
  enquiry: EnquiryPayload
  contact: SiteContact
}) {
  const lang = enquiry.language
  const t = textsFor(lang)
  const message = enquiry.message ?? ''
  return (
    <EmailLayout
      preview={`${enquiry.name}: ${message.slice(0, 90)}`}
      contact={contact}
      reason={t.reasons.staff}
      lang={lang}
    >
      <Eyebrow>{enquiryLabel(enquiry)}</Eyebrow>
      <Title>{t.enquiryStaff.title(enquiry.name)}</Title>
      <Details
        rows={[
          [t.rows.name, enquiry.name],
          [
            t.rows.email,
            <TextLink key="email" href={`mailto:${enquiry.email}`}>
              {enquiry.email}
            </TextLink>,
          ],
          [t.rows.phone, enquiry.phone],
          [t.rows.received, formatParisTime(enquiry.received_at, lang)],
        ]}
      />
      <Quoted label={t.enquiryStaff.message} text={message} />
      <ActionButton href={links.adminMessages(contact.siteUrl, enquiry.email)}>
        {t.actions.openMessages}
      </ActionButton>
      <Note>{t.enquiryStaff.reply(enquiry.name)}</Note>
    </EmailLayout>
  )
}

/** The sender's acknowledgement: received, answered within 24 hours (the spec's promise). */
export function EnquiryReceivedEmail({
  enquiry,
  contact,
}: {
  enquiry: EnquiryPayload
  contact: SiteContact
}) {
  const lang = enquiry.language
  const t = textsFor(lang)
  const concierge = enquiry.form_type === 'concierge'
  return (
    <EmailLayout
      preview={t.enquiryReceived.preview}
      contact={contact}
      reason={t.reasons.enquiry}
      lang={lang}
    >
      <Eyebrow>{enquiryLabel(enquiry)}</Eyebrow>
      <Title>{t.greet(t.enquiryReceived.title, greetingName(enquiry.name))}</Title>
      <Paragraph>{t.enquiryReceived.received(concierge)}</Paragraph>
      <Paragraph>{t.enquiryReceived.meanwhile}</Paragraph>
      <ActionButton href={links.villas(contact.siteUrl, lang)}>
        {t.actions.browseVillas}
      </ActionButton>
    </EmailLayout>
  )
}
