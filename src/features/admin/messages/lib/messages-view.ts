/** What the messages list shows, kept in the URL so a view can be shared. */
import type { FormType, MessageStatus } from './message-status'

export const MESSAGE_PAGE_SIZES = [25, 50, 100] as const
export type MessagePageSize = (typeof MESSAGE_PAGE_SIZES)[number]

export const MESSAGE_STATUSES = [
  'unread',
  'read',
  'replied',
] as const satisfies readonly MessageStatus[]
export const FORM_TYPES = ['general', 'concierge'] as const satisfies readonly FormType[]

export interface MessagesView {
  /** null = every status. */
  status: MessageStatus | null
  /** null = both forms. */
  formType: FormType | null
  search: string
  page: number
  pageSize: MessagePageSize
}

export const DEFAULT_MESSAGES_VIEW: MessagesView = {
  status: null,
  formType: null,
  search: '',
  page: 1,
  pageSize: 25,
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

/** Reads a view from the URL; anything missing or malformed falls back to the default. */
export function parseMessagesView(params: URLSearchParams): MessagesView {
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    status: oneOf(MESSAGE_STATUSES, params.get('status')),
    formType: oneOf(FORM_TYPES, params.get('form')),
    search: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize:
      MESSAGE_PAGE_SIZES.find((candidate) => candidate === size) ?? DEFAULT_MESSAGES_VIEW.pageSize,
  }
}

/** Writes a view to the URL, leaving out what is the default so links stay short. */
export function serializeMessagesView(view: MessagesView): URLSearchParams {
  const params = new URLSearchParams()
  const search = view.search.trim()
  if (search) params.set('q', search)
  if (view.status) params.set('status', view.status)
  if (view.formType) params.set('form', view.formType)
  if (view.pageSize !== DEFAULT_MESSAGES_VIEW.pageSize) params.set('size', String(view.pageSize))
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** A change of filter or page size starts again from the first page. */
export function updateMessagesView(
  view: MessagesView,
  change: Partial<MessagesView>,
): MessagesView {
  return { ...view, page: 1, ...change }
}

export function hasMessageFilters(view: MessagesView): boolean {
  return view.status !== null || view.formType !== null || view.search.trim() !== ''
}

/** "Clear filters" keeps the page size: it is not a filter. */
export function clearMessageFilters(view: MessagesView): MessagesView {
  return { ...DEFAULT_MESSAGES_VIEW, pageSize: view.pageSize }
}

/** One form type's counts per status (a row of admin_message_counts). */
export interface FormTypeCounts {
  form_type: string
  unread: number
  read: number
  replied: number
  total: number
}

export interface StatusCounts {
  unread: number
  read: number
  replied: number
  total: number
}

/** The status counts of the chosen form type (both added up for "all"). */
export function countsFor(
  rows: readonly FormTypeCounts[],
  formType: FormType | null,
): StatusCounts {
  return rows
    .filter((row) => formType === null || row.form_type === formType)
    .reduce(
      (sum, row) => ({
        unread: sum.unread + row.unread,
        read: sum.read + row.read,
        replied: sum.replied + row.replied,
        total: sum.total + row.total,
      }),
      { unread: 0, read: 0, replied: 0, total: 0 },
    )
}

/** The last page that exists for `total` rows (at least 1). */
export function messagePageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
