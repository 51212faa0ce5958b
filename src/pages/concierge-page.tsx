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
        eyebrow="Concierge"
        title="Concierge Services"
        description="Whatever you imagine for your stay, our team makes it happen: discreetly, impeccably and with a personal touch."
        image="/images/pages/concierge.svg"
      >
        <Button asChild variant="gold" size="lg">
          <a href={`#${REQUEST_FORM_ID}`}>Make a Request</a>
        </Button>
      </PageHero>
      <ConciergeServices />
      <ConciergeSteps />
      <div className="container grid gap-8 py-20 md:py-28 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
        <EnquiryFormCard
          id={REQUEST_FORM_ID}
          title="Request Concierge Service"
          description="Tell us your dates, your villa if you have already chosen one, and what you would like us to arrange."
        >
          <LazyEnquiryForm
            formType="concierge"
            successMessage="Thank you for your concierge inquiry. Our team will contact you within 24 hours."
            submitLabel="Submit Request"
            busyLabel="Submitting..."
            messageLabel="Your Request"
            messagePlaceholder="A private chef for a family dinner on 14 July, a day on a yacht to the Lérins islands..."
          />
        </EnquiryFormCard>
        <aside aria-label="Concierge contact" className="lg:pt-0">
          <ConciergeContactCard email={details.conciergeEmail} phone={details.phone} />
        </aside>
      </div>
    </>
  )
}
