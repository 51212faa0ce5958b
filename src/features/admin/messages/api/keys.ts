import type { MessagesView } from '../lib/messages-view'

/** Query keys of the staff's view of the enquiries. */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  pages: () => [...messageKeys.all, 'page'] as const,
  page: (view: MessagesView) => [...messageKeys.pages(), view] as const,
  counts: (search: string) => [...messageKeys.all, 'counts', search] as const,
}
