import { describe, expect, it } from 'vitest'
import {
  clearMessageFilters,
  countsFor,
  DEFAULT_MESSAGES_VIEW,
  hasMessageFilters,
  messagePageCount,
  parseMessagesView,
  serializeMessagesView,
  updateMessagesView,
  type MessagesView,
} from '@/features/admin/messages/lib/messages-view'

describe('the messages view in the URL', () => {
  it('reads the defaults from an empty URL and writes them as nothing', () => {
    expect(parseMessagesView(new URLSearchParams())).toEqual(DEFAULT_MESSAGES_VIEW)
    expect(serializeMessagesView(DEFAULT_MESSAGES_VIEW).toString()).toBe('')
  })

  it('round-trips the status, form type, search, page and page size', () => {
    const view: MessagesView = {
      status: 'replied',
      formType: 'concierge',
      search: '100% chef_à domicile & co',
      page: 3,
      pageSize: 50,
    }
    const params = serializeMessagesView(view)
    expect(Object.fromEntries(params)).toEqual({
      q: '100% chef_à domicile & co',
      status: 'replied',
      form: 'concierge',
      size: '50',
      page: '3',
    })
    expect(parseMessagesView(new URLSearchParams(params.toString()))).toEqual(view)
  })

  it('falls back to the defaults for malformed values, and never asks for more than 100 rows', () => {
    const view = parseMessagesView(
      new URLSearchParams('status=archived&form=booking&page=-2&size=1000&q=%20%20'),
    )
    expect(view).toEqual(DEFAULT_MESSAGES_VIEW)
    expect(parseMessagesView(new URLSearchParams('page=2.5&size=101'))).toMatchObject({
      page: 1,
      pageSize: 25,
    })
    expect(parseMessagesView(new URLSearchParams('size=100')).pageSize).toBe(100)
  })

  it('trims the search and caps it at 200 characters', () => {
    expect(parseMessagesView(new URLSearchParams(`q=${'x'.repeat(300)}`)).search).toHaveLength(200)
    expect(parseMessagesView(new URLSearchParams('q=%20yacht%20')).search).toBe('yacht')
    expect(serializeMessagesView({ ...DEFAULT_MESSAGES_VIEW, search: '   ' }).toString()).toBe('')
  })

  it('goes back to the first page when a filter or the page size changes', () => {
    const view = { ...DEFAULT_MESSAGES_VIEW, page: 4 }
    expect(updateMessagesView(view, { status: 'unread' })).toMatchObject({ page: 1 })
    expect(updateMessagesView(view, { pageSize: 100 })).toMatchObject({ page: 1, pageSize: 100 })
  })

  it('knows when a filter is set, and clears them all but the page size', () => {
    expect(hasMessageFilters(DEFAULT_MESSAGES_VIEW)).toBe(false)
    expect(hasMessageFilters({ ...DEFAULT_MESSAGES_VIEW, formType: 'general' })).toBe(true)
    expect(hasMessageFilters({ ...DEFAULT_MESSAGES_VIEW, search: 'x' })).toBe(true)
    const view: MessagesView = {
      status: 'read',
      formType: 'general',
      search: 'x',
      page: 2,
      pageSize: 100,
    }
    expect(clearMessageFilters(view)).toEqual({ ...DEFAULT_MESSAGES_VIEW, pageSize: 100 })
  })

  it('counts one form type, or both added up', () => {
    const rows = [
      { form_type: 'general', unread: 2, read: 3, replied: 4, total: 9 },
      { form_type: 'concierge', unread: 1, read: 0, replied: 5, total: 6 },
    ]
    expect(countsFor(rows, 'general')).toEqual({ unread: 2, read: 3, replied: 4, total: 9 })
    expect(countsFor(rows, 'concierge')).toEqual({ unread: 1, read: 0, replied: 5, total: 6 })
    expect(countsFor(rows, null)).toEqual({ unread: 3, read: 3, replied: 9, total: 15 })
    expect(countsFor([], null)).toEqual({ unread: 0, read: 0, replied: 0, total: 0 })
  })

  it('has at least one page', () => {
    expect(messagePageCount(0, 25)).toBe(1)
    expect(messagePageCount(25, 25)).toBe(1)
    expect(messagePageCount(26, 25)).toBe(2)
  })
})
