import { Seo } from '@/components/layout/seo'
import { usePageContent } from '@/features/content/api/get-page-content'
import { AboutCta } from '@/features/content/components/about/about-cta'
import { AboutStory } from '@/features/content/components/about/about-story'
import { AboutValues, type AboutValue } from '@/features/content/components/about/about-values'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { pageContent } from '@/features/content/lib/page-content'
import { aboutDefaults } from '@/features/content/lib/page-defaults'

const VALUE_KEYS: readonly AboutValue['key'][] = ['authenticity', 'excellence', 'discretion']

export default function AboutPage() {
  const content = usePageContent('about')
  if (content.isPending) return <PageLoading />
  if (content.isError) {
    return <PageLoadError onRetry={content.refetch} isRetrying={content.isFetching} />
  }

  const c = pageContent(content.data, aboutDefaults)
  const values = VALUE_KEYS.map((key) => ({
    key,
    title: c.text(`${key}_title`),
    description: c.text(`${key}_description`),
  }))

  return (
    <>
      <Seo
        title="About Us"
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <PageHero
        eyebrow="About Us"
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <AboutStory
        title={c.text('story_title')}
        content={c.text('story_content')}
        image={c.image('story_image')}
      />
      <AboutValues
        title={c.text('values_title')}
        description={c.text('values_description')}
        values={values}
      />
      <AboutCta title={c.text('cta_title')} description={c.text('cta_description')} />
    </>
  )
}
