import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmptyList,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { AdminPagination } from '@/features/admin/layout/components/admin-pagination'
import { useNotificationsPage } from '../api/get-notifications-page'
import {
  DEFAULT_NOTIFICATIONS_VIEW,
  hasNotificationFilters,
  NOTIFICATION_PAGE_SIZES,
  notificationPageCount,
  parseNotificationsView,
  serializeNotificationsView,
  updateNotificationsView,
  type NotificationsView,
} from '../lib/notifications-view'
import { NotificationDetailDialog } from './notification-detail-dialog'
import { NotificationsFilters } from './notifications-filters'
import { NotificationsList } from './notifications-list'
import * as m from '@/paraglide/messages'

/** Notifications: every email the site sent or tries to send, newest first, with resend. */
export function NotificationsScreen() {
  const [params, setParams] = useSearchParams()
  const view = parseNotificationsView(params)
  const notifications = useNotificationsPage(view)
  const [openId, setOpenId] = useState<string | null>(null)

  const go = (next: NotificationsView) => setParams(serializeNotificationsView(next))
  const change = (update: Partial<NotificationsView>) => go(updateNotificationsView(view, update))
  const handleClear = () => go({ ...DEFAULT_NOTIFICATIONS_VIEW, pageSize: view.pageSize })
  const isFiltered = hasNotificationFilters(view)

  const content = () => {
    if (notifications.isPending) return <AdminLoading />
    if (notifications.isError)
      return (
        <AdminError message={m.admin_outbox_failed()} onRetry={() => notifications.refetch()} />
      )
    const { rows, total } = notifications.data
    if (rows.length === 0)
      return (
        <AdminEmptyList
          icon={MailCheck}
          one={m.admin_outbox_noun_one()}
          many={m.admin_outbox_noun_many()}
          description={m.admin_outbox_empty_description()}
          pastLastPage={view.page > 1}
          filtered={isFiltered}
          onFirstPage={() => go({ ...view, page: 1 })}
          onClearFilters={handleClear}
        />
      )
    return (
      <div
        className={notifications.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <NotificationsList rows={rows} onOpen={setOpenId} />
        <AdminPagination
          label={m.admin_outbox_pages()}
          page={view.page}
          pageCount={notificationPageCount(total, view.pageSize)}
          pageSizes={NOTIFICATION_PAGE_SIZES}
          pageSize={view.pageSize}
          total={total}
          shown={rows.length}
          onPage={(page) => go({ ...view, page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      </div>
    )
  }

  const open = notifications.data?.rows.find((entry) => entry.id === openId)
  return (
    <>
      <AdminPageHeader title={m.admin_outbox_title()} description={m.admin_outbox_description()} />
      <NotificationsFilters
        view={view}
        onChange={change}
        onClear={handleClear}
        canClear={isFiltered}
      />
      {content()}
      {open && <NotificationDetailDialog entry={open} onClose={() => setOpenId(null)} />}
    </>
  )
}
