import type { UseQueryResult } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { AdminEmpty, AdminError, AdminLoading } from './admin-page-states'

interface VillaItemsManagerProps<T extends { id: string }> {
  /** One villa's items in display order. */
  items: UseQueryResult<T[]>
  texts: {
    loading: string
    error: string
    emptyTitle: string
    emptyDescription: string
    /** The section's and the list's accessible names. */
    section: string
    list: string
  }
  emptyIcon: LucideIcon
  renderItem: (item: T) => ReactNode
  addForm: ReactNode
  /** Width of the add form's column on wide screens. */
  asideClassName: string
}

/** One villa's items (FAQs, reviews) in display order beside the add form: states, then the list. */
export function VillaItemsManager<T extends { id: string }>({
  items,
  texts,
  emptyIcon,
  renderItem,
  addForm,
  asideClassName,
}: VillaItemsManagerProps<T>) {
  const list = items.isPending ? (
    <AdminLoading label={texts.loading} />
  ) : items.isError ? (
    <AdminError message={texts.error} onRetry={() => items.refetch()} />
  ) : items.data.length === 0 ? (
    <AdminEmpty icon={emptyIcon} title={texts.emptyTitle} description={texts.emptyDescription} />
  ) : (
    <ul className="space-y-4" aria-label={texts.list}>
      {items.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  )

  return (
    <div className={cn('grid items-start gap-6', asideClassName)}>
      <section aria-label={texts.section} className="order-2 lg:order-1">
        {list}
      </section>
      <div className="order-1 lg:sticky lg:top-24 lg:order-2">{addForm}</div>
    </div>
  )
}
