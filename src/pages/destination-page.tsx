import { Seo } from '@/components/layout/seo'
import { DESTINATION_TOWN } from '@/config/brand'
import { LoadError } from '@/components/feedback/load-error'
import { usePageContent } from '@/features/content/api/get-page-content'
import { DestinationAbout } from '@/features/content/components/destination/destination-about'
import { LocalExperiences } from '@/features/content/components/destination/local-experiences'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { SectionHeading } from '@/features/content/components/section-heading'
import { pageContent } from '@/features/content/lib/page-content'
import { destinationDefaults } from '@/features/content/lib/destination-defaults'
import { useVillas } from '@/features/villas/api/get-villas'
import { VillaGrid, VillaGridSkeleton } from '@/features/villas/components/villa-grid'
import * as m from '@/paraglide/messages'

const DESTINATION = DESTINATION_TOWN
const EXPERIENCE_KEYS = ['beach_clubs', 'wine_tours', 'yacht_charters'] as const

export default function DestinationPage() {
  const content = usePageContent('destination')
  if (content.isPending) return <PageLoading />
  if (content.isError) {
    return <PageLoadError onRetry={content.refetch} isRetrying={content.isFetching} />
  }

  const c = pageContent(content.data, destinationDefaults)
  const experiences = EXPERIENCE_KEYS.map((key) => ({
    key,
    title: c.text(`${key}_title`),
    description: c.text(`${key}_description`),
    image: c.image(`${key}_image`),
    titleLang: c.lang(`${key}_title`),
    descriptionLang: c.lang(`${key}_description`),
  }))

  return (
    <>
      <Seo
        title={m.pages_destination_seo_title()}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <PageHero
        eyebrow={m.pages_destination_eyebrow()}
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
        titleLang={c.lang('hero_title')}
        descriptionLang={c.lang('hero_description')}
      />
      <DestinationAbout
        title={c.text('about_title')}
        description={c.text('about_description')}
        image={c.image('destination_image')}
        titleLang={c.lang('about_title')}
        descriptionLang={c.lang('about_description')}
      />
      <section aria-labelledby="destination-villas-title" className="container pb-20 md:pb-28">
        <SectionHeading
          id="destination-villas-title"
          eyebrow={m.pages_destination_villas_eyebrow()}
          title={m.pages_destination_villas_title()}
          description={m.pages_destination_villas_description()}
        />
        <div className="mt-14">
          <DestinationVillas />
        </div>
      </section>
      <LocalExperiences
        title={c.text('experiences_title')}
        description={c.text('experiences_description')}
        experiences={experiences}
        titleLang={c.lang('experiences_title')}
        descriptionLang={c.lang('experiences_description')}
      />
    </>
  )
}

function DestinationVillas() {
  const villas = useVillas({ location: DESTINATION })
  if (villas.isPending) return <VillaGridSkeleton count={3} label={m.villas_loading()} />
  if (villas.isError) {
    return (
      <LoadError
        title={m.villas_load_error()}
        onRetry={villas.refetch}
        isRetrying={villas.isFetching}
      />
    )
  }
  if (villas.data.length === 0) {
    return (
      <p className="py-12 text-center text-muted-foreground">{m.pages_destination_no_villas()}</p>
    )
  }
  return <VillaGrid villas={villas.data} headingLevel="h3" priorityCount={0} />
}
