/** Query keys of the staff's view of the enquiries. */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
}
