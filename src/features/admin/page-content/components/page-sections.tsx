import { FileText } from 'lucide-react'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { usePageSections } from '../api/get-page-sections'
import type { ContentPageSlug } from '../lib/pages'
import { SectionEditor } from './section-editor'

/** Every section of one page, in display order, each with its editor. */
export function PageSections({ pageSlug, label }: { pageSlug: ContentPageSlug; label: string }) {
  const sections = usePageSections(pageSlug)

  if (sections.isPending) return <AdminLoading label="Loading content..." />
  if (sections.isError)
    return <AdminError message="Failed to load page content" onRetry={() => sections.refetch()} />
  if (sections.data.length === 0)
    return (
      <AdminEmpty
        icon={FileText}
        title="No sections for this page"
        description="The page shows its built-in texts until sections are added to the database."
      />
    )

  return (
    <ul className="grid gap-5 xl:grid-cols-2" aria-label={`Sections of the ${label}`}>
      {sections.data.map((section) => (
        <li key={`${section.id}-${section.title}-${section.content}`} className="flex">
          <SectionEditor section={section} />
        </li>
      ))}
    </ul>
  )
}
