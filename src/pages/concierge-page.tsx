import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { PageHero } from '@/features/content/components/page-hero'
import { ConciergeContactCard } from '@/features/enquiries/components/concierge-contact-card'
import { ConciergeServices } from '@/features/content/components/concierge/concierge-services'
import { ConciergeSteps } from '@/features/content/components/concierge/concierge-steps'
import { LazyEnquiryForm } from '@/features/enquiries/components/lazy-enquiry-form'
import { EnquiryFormCard } from '@/features/enquiries/components/enquiry-form-card'
import { useSiteDetails } from '@/features/site-details/api/get-site-details'
import * as m from '@/paraglide/messages'

const REQUEST_FORM_ID = 'concierge-request'

export default function ConciergePage() {
  const details = useSiteDetails()

  return (
    <>
      <Seo
        title={m.pages_concierge_seo_title()}
        description={m.pages_concierge_seo_description()}
        image="/images/pages/concierge.svg"
      />
      <PageHero
        eyebrow={m.booking_concierge_eyebrow()}
        title={m.booking_concierge_title()}
        description={m.booking_concierge_description()}
        image="/images/pages/concierge.svg"
      >
        <Button asChild variant="gold" size="lg">
          <a href={`#${REQUEST_FORM_ID}`}>{m.booking_concierge_cta()}</a>
        </Button>
      </PageHero>
      <ConciergeServices />
      <ConciergeSteps />
      <div className="container grid gap-8 py-20 md:py-28 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
        <EnquiryFormCard
          id={REQUEST_FORM_ID}
          title={m.booking_concierge_form_title()}
          description={m.booking_concierge_form_description()}
        >
          <LazyEnquiryForm
            formType="concierge"
            successMessage={m.booking_concierge_success()}
            submitLabel={m.booking_concierge_submit()}
            busyLabel={m.booking_concierge_submitting()}
            messageLabel={m.booking_concierge_message()}
            messagePlaceholder={m.booking_concierge_placeholder()}
          />
        </EnquiryFormCard>
        <aside aria-label={m.booking_concierge_contact_label()} className="lg:pt-0">
          <ConciergeContactCard email={details.conciergeEmail} phone={details.phone} />
        </aside>
      </div>
    </>
  )
}
