import { Link } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePageContent } from '@/features/content/api/get-page-content'
import { ConciergeHighlight } from '@/features/content/components/experience/concierge-highlight'
import { ExperienceBlock } from '@/features/content/components/experience/experience-block'
import {
  experienceHighlights,
  type ExperienceKey,
} from '@/features/content/components/experience/experience-highlights'
import { PageHero } from '@/features/content/components/page-hero'
import { PageLoadError, PageLoading } from '@/features/content/components/page-loading'
import { pageContent } from '@/features/content/lib/page-content'
import { experienceDefaults } from '@/features/content/lib/page-defaults'

const BLOCKS: readonly ExperienceKey[] = ['culinary', 'wellness', 'adventure', 'culture']

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
        title="Experiences"
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      />
      <PageHero
        eyebrow="The Experience"
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        image={c.image('hero_image')}
      >
        <Button asChild variant="gold" size="lg">
          <Link to={paths.concierge.href()}>Contact Our Concierge</Link>
        </Button>
      </PageHero>
      <div className="container space-y-24 py-20 md:space-y-32 md:py-28">
        {BLOCKS.map((key, index) => (
          <ExperienceBlock
            key={key}
            id={`experience-${key}`}
            index={index}
            title={c.text(`${key}_title`)}
            description={c.text(`${key}_description`)}
            image={c.image(`${key}_image`)}
            highlights={experienceHighlights[key]}
          />
        ))}
      </div>
      <ConciergeHighlight
        title={c.text('concierge_title')}
        description={c.text('concierge_description')}
        image={c.image('concierge_image')}
      />
    </>
  )
}
