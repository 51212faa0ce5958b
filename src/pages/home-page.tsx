import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/feedback/load-error'
import { paths } from '@/config/paths'
import { usePageContent } from '@/features/content/api/get-page-content'
import { ContentImage } from '@/features/content/components/content-image'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { Paragraphs } from '@/features/content/components/paragraphs'
import { SectionHeading } from '@/features/content/components/section-heading'
import { pageContent } from '@/features/content/lib/page-content'
import { homeDefaults } from '@/features/content/lib/home-defaults'
import { FEATURED_COUNT, FEATURED_VILLAS, useVillas } from '@/features/villas/api/get-villas'
import { StaySearchForm } from '@/features/villas/components/stay-search-form'
import { VillaGrid, VillaGridSkeleton } from '@/features/villas/components/villa-grid'
import * as m from '@/paraglide/messages'

export default function HomePage() {
  const content = usePageContent('home')
  if (content.isPending) return <PageLoading heroClassName="min-h-[82vh] md:min-h-[86vh]" />
  if (content.isError) {
    return <PageLoadError onRetry={content.refetch} isRetrying={content.isFetching} />
  }
  const c = pageContent(content.data, homeDefaults)

  return (
    <>
      <Seo
        title={m.home_seo_title()}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <PageHero
        eyebrow={m.home_eyebrow()}
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        titleLang={c.lang('hero_title')}
        descriptionLang={c.lang('hero_description')}
        image={c.image('hero_image')}
        className="min-h-[82vh] md:min-h-[86vh]"
      >
        <Button asChild variant="gold" size="lg">
          <Link to={paths.villas.href()}>{m.home_view_villas()}</Link>
        </Button>
        <div className="w-full max-w-3xl rounded-lg bg-navy/60 p-4 backdrop-blur-sm sm:p-5">
          <StaySearchForm tone="light" />
        </div>
      </PageHero>

      <section aria-labelledby="featured-title" className="container py-20 md:py-28">
        <SectionHeading
          id="featured-title"
          eyebrow={m.home_featured_eyebrow()}
          title={c.text('featured_title')}
          description={c.text('featured_description')}
          titleLang={c.lang('featured_title')}
          descriptionLang={c.lang('featured_description')}
        />
        <div className="mt-14">
          <FeaturedVillas />
        </div>
      </section>

      <section aria-labelledby="home-destination-title" className="bg-sand/60 py-20 md:py-28">
        <div className="container grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div className="relative order-last lg:order-first">
            <div
              aria-hidden="true"
              className="absolute -left-4 -top-4 hidden h-full w-full rounded-lg border border-gold/60 md:block"
            />
            <ContentImage
              src={c.image('destination_image')}
              alt={c.text('destination_title')}
              className="relative aspect-[4/3]"
            />
          </div>
          <div className="space-y-6">
            {/* A deeper gold than .eyebrow: the sand band needs it for 4.5:1 contrast. */}
            <p className="eyebrow text-[#735620]">{m.home_destination_eyebrow()}</p>
            <h2
              id="home-destination-title"
              lang={c.lang('destination_title')}
              className="text-4xl leading-tight text-navy md:text-5xl"
            >
              {c.text('destination_title')}
            </h2>
            <div aria-hidden="true" className="h-px w-14 bg-gold" />
            <Paragraphs
              text={c.text('destination_description')}
              lang={c.lang('destination_description')}
              className="text-base leading-relaxed text-muted-foreground md:text-lg"
            />
            <Button asChild size="lg">
              <Link to={paths.destination.href()}>
                {m.home_explore_destination()} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}

function FeaturedVillas() {
  const villas = useVillas(FEATURED_VILLAS, {
    errorToast: {
      title: m.home_villas_toast_title(),
      description: m.home_villas_toast_description(),
    },
  })
  if (villas.isPending) return <VillaGridSkeleton count={FEATURED_COUNT} />
  if (villas.isError) {
    return (
      <LoadError
        title={m.villas_load_error()}
        onRetry={villas.refetch}
        isRetrying={villas.isFetching}
      />
    )
  }
  const all = villas.data
  if (all.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">{m.home_loading_collection()}</p>
  }
  return (
    <>
      <VillaGrid villas={all.slice(0, FEATURED_COUNT)} headingLevel="h3" priorityCount={0} />
      {all.length > FEATURED_COUNT && (
        <div className="mt-14 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.villas.href()}>{m.home_view_all()}</Link>
          </Button>
        </div>
      )}
    </>
  )
}
