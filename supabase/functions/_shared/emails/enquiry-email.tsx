/** @jsxImportSource npm:react@18.3.1 */
// To staff when a general enquiry or a concierge request arrives from the site.
import {
  ActionButton,
  Details,
  EmailLayout,
  Eyebrow,
  Note,
  Quoted,
  TextLink,
  Title,
  type SiteContact,
} from './layout.tsx'
import { formatParisTime } from './format.ts'
import { links } from './links.ts'
import type { EnquiryPayload } from './payload.ts'

export function enquiryLabel(enquiry: EnquiryPayload): string {
  return enquiry.form_type === 'concierge' ? 'Concierge request' : 'General enquiry'
}

export function EnquiryReceivedStaffEmail({
  enquiry,
  contact,
}: {
  enquiry: EnquiryPayload
  contact: SiteContact
}) {
  return (
    <EmailLayout
      preview={`${enquiry.name}: ${enquiry.message.slice(0, 90)}`}
      contact={contact}
      reason="Sent to the staff addresses set in Profile Settings › Email notifications."
    >
      <Eyebrow>{enquiryLabel(enquiry)}</Eyebrow>
      <Title>{enquiry.name} wrote to us</Title>
      <Details
        rows={[
          ['Name', enquiry.name],
          [
            'Email',
            <TextLink key="email" href={`mailto:${enquiry.email}`}>
              {enquiry.email}
            </TextLink>,
          ],
          ['Phone', enquiry.phone],
          ['Received', formatParisTime(enquiry.received_at)],
        ]}
      />
      <Quoted label="Message" text={enquiry.message} />
      <ActionButton href={links.adminMessages(contact.siteUrl, enquiry.email)}>
        Open in Messages
      </ActionButton>
      <Note>Reply to this email to answer {enquiry.name}.</Note>
    </EmailLayout>
  )
}
