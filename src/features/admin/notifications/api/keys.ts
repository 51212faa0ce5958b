import type { NotificationsView } from '../lib/notifications-view'

/** Query keys of the notifications log. */
export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (view: NotificationsView) => [...notificationKeys.pages(), view] as const,
}
