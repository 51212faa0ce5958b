import { Link } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePageContent } from '@/features/content/api/get-page-content'
import { ConciergeHighlight } from '@/features/content/components/experience/concierge-highlight'
import { ExperienceBlock } from '@/features/content/components/experience/experience-block'
import {
  EXPERIENCE_KEYS,
  experienceHighlights,
} from '@/features/content/components/experience/experience-highlights'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { pageContent } from '@/features/content/lib/page-content'
import { experienceDefaults } from '@/features/content/lib/experience-defaults'
import * as m from '@/paraglide/messages'

export default function ExperiencePage() {
  const content = usePageContent('experience')
  if (content.isPending) return <PageLoading />
  if (content.isError) {
    return <PageLoadError onRetry={content.refetch} isRetrying={content.isFetching} />
  }

  const c = pageContent(content.data, experienceDefaults)
  return (
    <>
      <Seo
        title={m.pages_experience_seo_title()}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <PageHero
        eyebrow={m.pages_experience_eyebrow()}
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
        titleLang={c.lang('hero_title')}
        descriptionLang={c.lang('hero_description')}
      >
        <Button asChild variant="gold" size="lg">
          <Link to={paths.concierge.href()}>{m.pages_experience_contact_concierge()}</Link>
        </Button>
      </PageHero>
      <div className="container space-y-24 py-20 md:space-y-32 md:py-28">
        {EXPERIENCE_KEYS.map((key, index) => (
          <ExperienceBlock
            key={key}
            id={`experience-${key}`}
            index={index}
            title={c.text(`${key}_title`)}
            description={c.text(`${key}_description`)}
            image={c.image(`${key}_image`)}
            highlights={experienceHighlights(key)}
            titleLang={c.lang(`${key}_title`)}
            descriptionLang={c.lang(`${key}_description`)}
          />
        ))}
      </div>
      <ConciergeHighlight
        title={c.text('concierge_title')}
        description={c.text('concierge_description')}
        image={c.image('concierge_image')}
        titleLang={c.lang('concierge_title')}
        descriptionLang={c.lang('concierge_description')}
      />
    </>
  )
}
