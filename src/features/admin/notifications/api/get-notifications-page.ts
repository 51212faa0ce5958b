import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf } from '@/lib/answers'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Database } from '@/types/database.types'
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type NotificationKind,
  type NotificationStatus,
} from '../lib/notification-kinds'
import type { NotificationsView } from '../lib/notifications-view'
import { notificationKeys } from './keys'

type PageRow = Database['public']['Functions']['admin_notifications_page']['Returns'][number]

/** A row of the log. The generator types every returned column as set; these may be null. */
export type NotificationEntry = Omit<
  PageRow,
  | 'total_count'
  | 'kind'
  | 'status'
  | 'subject'
  | 'last_error'
  | 'sent_at'
  | 'booking_id'
  | 'enquiry_id'
  | 'resend_of'
> & {
  kind: NotificationKind
  status: NotificationStatus
  subject: string | null
  last_error: string | null
  sent_at: string | null
  booking_id: string | null
  enquiry_id: string | null
  resend_of: string | null
}

export interface NotificationsPage {
  rows: NotificationEntry[]
  /** Notifications matching the filters, on every page. */
  total: number
}

/** One page of the log, newest first (at most 100: the database refuses more). */
export async function getNotificationsPage(
  view: NotificationsView,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const query = supabase.rpc('admin_notifications_page', {
    p_status: view.status ?? undefined,
    p_kind: view.kind ?? undefined,
    p_limit: view.pageSize,
    p_offset: (view.page - 1) * view.pageSize,
  })
  const data = await run(query, signal)
  return {
    rows: data.map(({ total_count: _total, ...row }) => ({
      ...row,
      kind: oneOf(row.kind, NOTIFICATION_KINDS, 'notification kind'),
      status: oneOf(row.status, NOTIFICATION_STATUSES, 'notification status'),
    })),
    total: data[0]?.total_count ?? 0,
  }
}

export function notificationsPageQueryOptions(view: NotificationsView) {
  return queryOptions({
    queryKey: notificationKeys.page(view),
    meta: { reads: ['notifications'] },
    queryFn: ({ signal }) => getNotificationsPage(view, signal),
    // Paging or filtering keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useNotificationsPage(view: NotificationsView) {
  return useQuery(notificationsPageQueryOptions(view))
}
