/** What the notifications log shows, kept in the URL so a view can be shared. */
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type NotificationKind,
  type NotificationStatus,
} from './notification-kinds'

export const NOTIFICATION_PAGE_SIZES = [25, 50, 100] as const
export type NotificationPageSize = (typeof NOTIFICATION_PAGE_SIZES)[number]

export interface NotificationsView {
  /** null = every status. */
  status: NotificationStatus | null
  /** null = every kind. */
  kind: NotificationKind | null
  page: number
  pageSize: NotificationPageSize
}

export const DEFAULT_NOTIFICATIONS_VIEW: NotificationsView = {
  status: null,
  kind: null,
  page: 1,
  pageSize: 25,
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

/** Reads a view from the URL; anything missing or malformed falls back to the default. */
export function parseNotificationsView(params: URLSearchParams): NotificationsView {
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    status: oneOf(NOTIFICATION_STATUSES, params.get('status')),
    kind: oneOf(NOTIFICATION_KINDS, params.get('kind')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize:
      NOTIFICATION_PAGE_SIZES.find((candidate) => candidate === size) ??
      DEFAULT_NOTIFICATIONS_VIEW.pageSize,
  }
}

/** Writes a view to the URL, leaving out what is the default so links stay short. */
export function serializeNotificationsView(view: NotificationsView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.status) params.set('status', view.status)
  if (view.kind) params.set('kind', view.kind)
  if (view.pageSize !== DEFAULT_NOTIFICATIONS_VIEW.pageSize) {
    params.set('size', String(view.pageSize))
  }
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** A change of filter or page size starts again from the first page. */
export function updateNotificationsView(
  view: NotificationsView,
  change: Partial<NotificationsView>,
): NotificationsView {
  return { ...view, page: 1, ...change }
}

export function hasNotificationFilters(view: NotificationsView): boolean {
  return view.status !== null || view.kind !== null
}

/** The last page that exists for `total` rows (at least 1). */
export function notificationPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
