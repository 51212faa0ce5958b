import { Inbox } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmptyList,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { AdminPagination } from '@/features/admin/layout/components/admin-pagination'
import { useMessageCounts } from '../api/get-message-counts'
import { useMessagesPage } from '../api/get-messages-page'
import type { FormType } from '../lib/message-status'
import {
  clearMessageFilters,
  countsFor,
  FORM_TYPES,
  hasMessageFilters,
  MESSAGE_PAGE_SIZES,
  messagePageCount,
  parseMessagesView,
  serializeMessagesView,
  updateMessagesView,
  type MessagesView,
} from '../lib/messages-view'
import { MessageCard } from './message-card'
import { MessageFilters } from './message-filters'
import { MessageStatusCounts } from './message-status-counts'
import * as m from '@/paraglide/messages'

const ALL = 'all'
const tabs = (): readonly { formType: FormType | null; label: string }[] => [
  { formType: null, label: m.admin_inbox_tab_all() },
  { formType: 'general', label: m.admin_inbox_tab_general() },
  { formType: 'concierge', label: m.admin_inbox_tab_concierge() },
]

/** Messages: the enquiries of both forms, newest first, filtered, searched and paged server-side. */
export function MessagesScreen() {
  const [params, setParams] = useSearchParams()
  const view = parseMessagesView(params)
  const messages = useMessagesPage(view)
  const counts = useMessageCounts(view.search)
  // The search field's text: ahead of the URL while typing, emptied at once by "Clear filters".
  const [searchText, setSearchText] = useState(view.search)

  const go = (next: MessagesView) => setParams(serializeMessagesView(next))
  const change = (update: Partial<MessagesView>) => go(updateMessagesView(view, update))
  const handleClear = () => {
    setSearchText('')
    go(clearMessageFilters(view))
  }
  const tab = view.formType ?? ALL
  const label = tabs().find((t) => (t.formType ?? ALL) === tab)?.label ?? m.admin_inbox_title()

  const content = () => {
    if (messages.isPending) return <AdminLoading />
    if (messages.isError)
      return <AdminError message={m.admin_inbox_failed()} onRetry={() => messages.refetch()} />
    const { rows, total } = messages.data
    if (rows.length === 0)
      return (
        <AdminEmptyList
          icon={Inbox}
          one={m.admin_inbox_noun_one()}
          many={m.admin_inbox_noun_many()}
          description={m.admin_inbox_empty_description()}
          pastLastPage={view.page > 1}
          filtered={hasMessageFilters(view)}
          onFirstPage={() => go({ ...view, page: 1 })}
          onClearFilters={handleClear}
        />
      )
    return (
      <div className={messages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ul className="space-y-4" aria-label={label}>
          {rows.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
        <AdminPagination
          label={m.admin_inbox_pages()}
          page={view.page}
          pageCount={messagePageCount(total, view.pageSize)}
          pageSizes={MESSAGE_PAGE_SIZES}
          pageSize={view.pageSize}
          total={total}
          shown={rows.length}
          onPage={(page) => go({ ...view, page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      </div>
    )
  }

  return (
    <>
      <AdminPageHeader title={m.admin_inbox_title()} description={m.admin_inbox_description()} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          change({ formType: FORM_TYPES.find((formType) => formType === value) ?? null })
        }
      >
        <TabsList className="mb-4 grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          {tabs().map((t) => {
            const unread = counts.data ? countsFor(counts.data, t.formType).unread : null
            return (
              <TabsTrigger
                key={t.formType ?? ALL}
                value={t.formType ?? ALL}
                className="whitespace-normal px-2 text-xs sm:px-3 sm:text-sm"
              >
                {t.label}
                <Badge variant={unread ? 'destructive' : 'secondary'} className="px-1.5">
                  {unread ?? '–'}
                  <span className="sr-only"> {m.admin_inbox_unread_sr()}</span>
                </Badge>
              </TabsTrigger>
            )
          })}
        </TabsList>
        <MessageStatusCounts
          counts={counts.data ? countsFor(counts.data, view.formType) : undefined}
          active={view.status}
          onSelect={(status) => change({ status })}
        />
        <MessageFilters
          view={view}
          search={searchText}
          onSearchText={setSearchText}
          onChange={change}
          onClear={handleClear}
          canClear={hasMessageFilters(view)}
        />
        <TabsContent value={tab}>{content()}</TabsContent>
      </Tabs>
    </>
  )
}
