import { describe, expect, it } from 'vitest'
import { importedSource } from '@/features/admin/blocked-dates/lib/imported-source'
import {
  feedConflicts,
  feedStatus,
  timeAgo,
} from '@/features/admin/villas/lib/calendar-feed-status'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString()
const never = {
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  blocked_day_count: null,
}

describe('calendar feed status', () => {
  it('says how long ago, in words staff read at a glance', () => {
    expect(timeAgo(ago(0.5), NOW)).toBe('just now')
    expect(timeAgo(ago(5), NOW)).toBe('5 min ago')
    expect(timeAgo(ago(125), NOW)).toBe('2 h ago')
    expect(timeAgo(ago(60 * 24), NOW)).toBe('1 day ago')
    expect(timeAgo(ago(60 * 24 * 3), NOW)).toBe('3 days ago')
  })

  it('tells a feed never synced, a synced one and a failing one apart', () => {
    expect(feedStatus(never, NOW)).toEqual({ kind: 'pending', text: 'Not synced yet' })
    expect(
      feedStatus(
        { ...never, last_success_at: ago(5), last_attempt_at: ago(5), blocked_day_count: 12 },
        NOW,
      ),
    ).toEqual({ kind: 'ok', text: 'Synced 5 min ago · 12 blocked days' })
    expect(feedStatus({ ...never, last_success_at: ago(5), blocked_day_count: 1 }, NOW)).toEqual({
      kind: 'ok',
      text: 'Synced 5 min ago · 1 blocked day',
    })
    expect(
      feedStatus(
        { ...never, last_success_at: ago(90), last_attempt_at: ago(1), last_error: 'HTTP 500' },
        NOW,
      ),
    ).toEqual({
      kind: 'failed',
      error: 'HTTP 500',
      errorLang: 'en',
      lastSuccess: 'Last successful sync 1 h ago; its blocked days are kept.',
    })
    expect(feedStatus({ ...never, last_error: 'HTTP 404' }, NOW)).toMatchObject({
      lastSuccess: 'Never synced successfully.',
    })
  })

  it('says when an empty answer is held back, and what the next sync does', () => {
    const held = 'The calendar came back empty although it had 3 blocked days: they are kept.'
    expect(
      feedStatus(
        { ...never, last_success_at: ago(30), last_error: held, empty_since: ago(1) },
        NOW,
      ),
    ).toEqual({
      kind: 'failed',
      error: held,
      errorLang: 'en',
      lastSuccess: 'Last successful sync 30 min ago; its blocked days are kept.',
      heldEmpty:
        'If the next sync (Sync now, or the automatic one every 30 minutes) finds the ' +
        'calendar empty again, its days are unblocked.',
    })
    expect(
      feedStatus({ ...never, last_error: 'HTTP 500', empty_since: null }, NOW),
    ).not.toHaveProperty('heldEmpty')
  })

  it('reads the conflicts the database recorded, and nothing else', () => {
    const conflict = {
      booking_id: 'b1',
      check_in: '2027-01-01',
      check_out: '2027-01-05',
      dates: ['2027-01-02'],
    }
    expect(feedConflicts([conflict])).toEqual([conflict])
    expect(feedConflicts([])).toEqual([])
    expect(feedConflicts({ unexpected: true })).toEqual([])
  })

  it('recognises days imported from a channel by their reason', () => {
    expect(importedSource('Calendar sync: Airbnb')).toBe('Airbnb')
    expect(importedSource('Maintenance')).toBeNull()
    expect(importedSource(null)).toBeNull()
  })
})
