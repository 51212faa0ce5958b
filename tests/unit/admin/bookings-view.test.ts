import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  DEFAULT_VIEW,
  hasFilters,
  pageCount,
  parseBookingsView,
  serializeBookingsView,
  updateView,
} from '@/features/admin/bookings/lib/bookings-view'

const VILLA = '0d3c5a7e-1b2f-4c8d-9e0a-123456789abc'

describe('the bookings view in the URL', () => {
  it('reads the defaults from an empty URL and writes them as nothing', () => {
    expect(parseBookingsView(new URLSearchParams())).toEqual(DEFAULT_VIEW)
    expect(serializeBookingsView(DEFAULT_VIEW).toString()).toBe('')
  })

  it('round-trips every filter, the sort and the page', () => {
    const view = {
      status: 'expired',
      payment: 'overdue',
      reason: 'lapsed',
      villa: VILLA,
      stayFrom: '2026-07-01',
      stayTo: '2026-07-31',
      createdFrom: '2026-01-01',
      createdTo: '2026-02-28',
      search: 'zoë & co',
      sort: 'total_price',
      ascending: true,
      page: 3,
      pageSize: 100,
    } as const
    const url = serializeBookingsView(view)
    expect(url.get('status')).toBe('expired')
    expect(url.get('payment')).toBe('overdue')
    expect(url.get('reason')).toBe('lapsed')
    expect(url.get('dir')).toBe('asc')
    expect(parseBookingsView(new URLSearchParams(url.toString()))).toEqual(view)
  })

  it('falls back on anything malformed: unknown status, bad dates, page sizes over 100', () => {
    const view = parseBookingsView(
      new URLSearchParams(
        'status=deleted&payment=late&reason=vanished&villa=1;drop&stay_from=2026-02-30&created_to=tomorrow&size=1000&page=-2&sort=guest_email&dir=up',
      ),
    )
    expect(view).toEqual(DEFAULT_VIEW)
  })

  it('starts again from page 1 when a filter changes, and clears filters but keeps the sort', () => {
    const view = { ...DEFAULT_VIEW, page: 4, status: 'pending' as const, sort: 'check_in' as const }
    expect(updateView(view, { search: 'ana' })).toMatchObject({ page: 1, search: 'ana' })
    expect(hasFilters(view)).toBe(true)
    const cleared = clearFilters(view)
    expect(hasFilters(cleared)).toBe(false)
    expect(cleared).toMatchObject({ sort: 'check_in', page: 1, status: null })
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(150, 25)).toBe(6)
    expect(pageCount(151, 50)).toBe(4)
  })
})
