import { Seo } from '@/components/layout/seo'
import { PageHeader } from '@/features/content/components/page-header'
import { ContactInfoCard } from '@/features/enquiries/components/contact-info-card'
import { LazyEnquiryForm } from '@/features/enquiries/components/lazy-enquiry-form'
import { EnquiryFormCard } from '@/features/enquiries/components/enquiry-form-card'
import { OfficeHoursCard } from '@/features/enquiries/components/office-hours-card'
import { useSiteDetails } from '@/features/site-details/api/get-site-details'
import { currentLocale } from '@/lib/i18n/locale'
import { officeHours } from '@/lib/site-details'
import * as m from '@/paraglide/messages'

export default function ContactPage() {
  const details = useSiteDetails()

  return (
    <>
      <Seo title={m.pages_contact_seo_title()} description={m.pages_contact_seo_description()} />
      <PageHeader
        eyebrow={m.booking_contact_eyebrow()}
        title={m.booking_contact_title()}
        description={m.booking_contact_description()}
      />
      <div className="container grid gap-8 py-16 md:py-24 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
        <EnquiryFormCard
          title={m.booking_contact_form_title()}
          description={m.booking_contact_form_description()}
        >
          <LazyEnquiryForm
            formType="general"
            successMessage={m.booking_contact_success()}
            submitLabel={m.booking_contact_send()}
            busyLabel={m.booking_contact_sending()}
            messagePlaceholder={m.booking_contact_placeholder()}
          />
        </EnquiryFormCard>
        <aside className="space-y-8" aria-label={m.booking_contact_details_label()}>
          <ContactInfoCard email={details.email} phone={details.phone} />
          <OfficeHoursCard hours={officeHours(details, currentLocale())} />
        </aside>
      </div>
    </>
  )
}
