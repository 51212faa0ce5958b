import { Seo } from '@/components/layout/seo'
import { PageHeader } from '@/features/content/components/page-header'
import { ContactInfoCard } from '@/features/enquiries/components/contact-info-card'
import { LazyEnquiryForm } from '@/features/enquiries/components/lazy-enquiry-form'
import { EnquiryFormCard } from '@/features/enquiries/components/enquiry-form-card'
import { OfficeHoursCard } from '@/features/enquiries/components/office-hours-card'
import { useSiteDetails } from '@/features/site-details/api/get-site-details'
import * as m from '@/paraglide/messages'

export default function ContactPage() {
  const details = useSiteDetails()

  return (
    <>
      <Seo title={m.pages_contact_seo_title()} description={m.pages_contact_seo_description()} />
      <PageHeader
        eyebrow="Contact Us"
        title="General Inquiries"
        description="Questions about a villa, availability or your stay on the Riviera? Write to us and a member of our team will reply personally."
      />
      <div className="container grid gap-8 py-16 md:py-24 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
        <EnquiryFormCard
          title="Send Us a Message"
          description="Every message is read by a member of our team, who will reply to you personally."
        >
          <LazyEnquiryForm
            formType="general"
            successMessage="Thank you for your inquiry. We'll get back to you within 24 hours."
            submitLabel="Send Message"
            busyLabel="Sending..."
            messagePlaceholder="Tell us about your plans: dates, number of guests, the villa you have in mind..."
          />
        </EnquiryFormCard>
        <aside className="space-y-8" aria-label="Contact details">
          <ContactInfoCard email={details.email} phone={details.phone} />
          <OfficeHoursCard
            hours={{
              weekdays: details.hoursWeekdays,
              saturday: details.hoursSaturday,
              sunday: details.hoursSunday,
            }}
          />
        </aside>
      </div>
    </>
  )
}
