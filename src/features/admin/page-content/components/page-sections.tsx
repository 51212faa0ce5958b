import { FileText } from 'lucide-react'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { usePageSections } from '../api/get-page-sections'
import type { ContentPageSlug } from '../lib/pages'
import { groupSections } from '../lib/section-labels'
import { SectionEditor } from './section-editor'
import * as m from '@/paraglide/messages'

/** Every section of one page, in display order, each with its editor. */
export function PageSections({ pageSlug, label }: { pageSlug: ContentPageSlug; label: string }) {
  const sections = usePageSections(pageSlug)

  if (sections.isPending) return <AdminLoading label={m.admin_pages_loading()} />
  if (sections.isError)
    return <AdminError message={m.admin_pages_load_failed()} onRetry={() => sections.refetch()} />
  if (sections.data.length === 0)
    return (
      <AdminEmpty
        icon={FileText}
        title={m.admin_pages_empty_title()}
        description={m.admin_pages_empty_description()}
      />
    )

  // Whole-name sections (a legal page's articles) share one grid; parts of a page get a heading.
  return (
    <div className="space-y-8" aria-label={m.admin_pages_sections_of({ label })} role="group">
      {groupSections(sections.data).map((group) => (
        <section key={group.key} aria-label={group.label ?? undefined} className="space-y-3">
          {group.label && (
            <h3 className="border-b pb-1 font-display text-xl text-navy">{group.label}</h3>
          )}
          <ul className="grid gap-5 xl:grid-cols-2">
            {group.sections.map((section) => (
              <li key={`${section.id}-${section.title}-${section.content}`} className="flex">
                <SectionEditor section={section} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
