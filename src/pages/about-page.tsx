import { Seo } from '@/components/layout/seo'
import { usePageContent } from '@/features/content/api/get-page-content'
import { AboutCta } from '@/features/content/components/about/about-cta'
import { AboutStory } from '@/features/content/components/about/about-story'
import { AboutValues, type AboutValue } from '@/features/content/components/about/about-values'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { pageContent } from '@/features/content/lib/page-content'
import { aboutDefaults } from '@/features/content/lib/about-defaults'
import { countInWords, fillPlaceholders } from '@/features/content/lib/placeholders'
import { useVillaCount } from '@/features/villas/api/get-villa-count'
import * as m from '@/paraglide/messages'

const VALUE_KEYS: readonly AboutValue['key'][] = ['authenticity', 'excellence', 'discretion']

export default function AboutPage() {
  const content = usePageContent('about')
  // "{villa_count} villas": the number of published villas, never a typed one.
  const villaCount = useVillaCount()
  if (content.isPending || villaCount.isPending) return <PageLoading />
  if (content.isError) {
    return <PageLoadError onRetry={content.refetch} isRetrying={content.isFetching} />
  }

  const page = pageContent(content.data, aboutDefaults)
  const placeholders = {
    villa_count: villaCount.data === undefined ? null : countInWords(villaCount.data),
  }
  const text = (key: Parameters<typeof page.text>[0]) =>
    fillPlaceholders(page.text(key), placeholders)
  const values = VALUE_KEYS.map((key) => ({
    key,
    title: text(`${key}_title`),
    description: text(`${key}_description`),
    titleLang: page.lang(`${key}_title`),
    descriptionLang: page.lang(`${key}_description`),
  }))

  return (
    <>
      <Seo
        title={m.pages_about_seo_title()}
        description={text('hero_description')}
        image={page.image('hero_image')}
      />
      <PageHero
        eyebrow={m.pages_about_eyebrow()}
        title={text('hero_title')}
        description={text('hero_description')}
        image={page.image('hero_image')}
        titleLang={page.lang('hero_title')}
        descriptionLang={page.lang('hero_description')}
      />
      <AboutStory
        title={text('story_title')}
        content={text('story_content')}
        image={page.image('story_image')}
        titleLang={page.lang('story_title')}
        contentLang={page.lang('story_content')}
      />
      <AboutValues
        title={text('values_title')}
        description={text('values_description')}
        values={values}
        titleLang={page.lang('values_title')}
        descriptionLang={page.lang('values_description')}
      />
      <AboutCta
        title={text('cta_title')}
        description={text('cta_description')}
        titleLang={page.lang('cta_title')}
        descriptionLang={page.lang('cta_description')}
      />
    </>
  )
}
