import { describe, expect, it } from 'vitest'
import {
  conflictMessage,
  formatDayRange,
  overlapNotes,
  seasonOverlaps,
  type OverlapSeason,
} from '@/features/admin/seasonal-pricing/lib/season-overlaps'

function season(
  over: Partial<OverlapSeason> & Pick<OverlapSeason, 'id' | 'season_name'>,
): OverlapSeason {
  return {
    start_date: '2027-06-01',
    end_date: '2027-09-30',
    priority: 1,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    ...over,
  }
}

const YEAR = { from: '2027-01-01', to: '2027-12-31' }
const high = season({ id: 'high', season_name: 'High Season', priority: 1 })
const peak = season({
  id: 'peak',
  season_name: 'Summer Peak',
  start_date: '2027-07-01',
  end_date: '2027-07-31',
  priority: 3,
})

describe('overlapping seasons', () => {
  it('writes a range of days the short way', () => {
    expect(formatDayRange('2027-07-01', '2027-07-31')).toBe('Jul 1–31, 2027')
    expect(formatDayRange('2027-06-28', '2027-07-03')).toBe('Jun 28 – Jul 3, 2027')
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027')
    expect(formatDayRange('2027-07-04', '2027-07-04')).toBe('Jul 4, 2027')
  })

  it('treats a higher priority inside a lower one as intended, and says who applies', () => {
    const [overlap] = seasonOverlaps([high, peak], YEAR)
    expect(overlap).toMatchObject({
      winner: { id: 'peak' },
      loser: { id: 'high' },
      from: '2027-07-01',
      to: '2027-07-31',
      isConflict: false,
    })
    const notes = overlapNotes([high, peak], YEAR)
    expect(notes.get('high')).toEqual([
      { text: 'Summer Peak (priority 3) applies instead on Jul 1–31, 2027.', isConflict: false },
    ])
    expect(notes.get('peak')).toEqual([
      { text: 'Overrides High Season (priority 1) on Jul 1–31, 2027.', isConflict: false },
    ])
  })

  it('flags the same priority as a conflict, won by the later start as the prices are', () => {
    const tied = { ...peak, priority: 1 }
    const [overlap] = seasonOverlaps([tied, high], YEAR)
    expect(overlap).toMatchObject({ winner: { id: 'peak' }, isConflict: true })
    expect(overlapNotes([tied, high], YEAR).get('high')).toEqual([
      {
        text: 'Same priority (1) as Summer Peak on Jul 1–31, 2027: Summer Peak applies, as it starts later.',
        isConflict: true,
      },
    ])
    // Same start: the season added later wins.
    const twin = season({ id: 'twin', season_name: 'Twin', created_at: '2026-03-01T00:00:00Z' })
    expect(seasonOverlaps([high, twin], YEAR)[0]).toMatchObject({ winner: { id: 'twin' } })
    expect(overlapNotes([high, twin], YEAR).get('high')?.[0]?.text).toMatch(
      /Twin applies, as it was added later\.$/,
    )
  })

  it('ignores inactive seasons, seasons that only touch, and days outside the range', () => {
    const june = season({ id: 'june', season_name: 'June', end_date: '2027-06-30' })
    const july = season({ id: 'july', season_name: 'July', start_date: '2027-07-01' })
    const off = season({ id: 'off', season_name: 'Off', is_active: false })
    expect(seasonOverlaps([june, july, off], YEAR)).toEqual([])
    const clipped = seasonOverlaps([high, peak], { from: '2027-07-20', to: '2027-12-31' })
    expect(clipped[0]).toMatchObject({ from: '2027-07-20', to: '2027-07-31' })
    expect(seasonOverlaps([high, peak], { from: '2027-08-01', to: '2027-12-31' })).toEqual([])
  })

  it('words the header warning of a same-priority conflict', () => {
    const conflict = {
      count: 1,
      winner: 'Summer Peak',
      other: 'High Season',
      priority: 2,
      from: '2027-07-01',
      to: '2027-07-31',
    }
    expect(conflictMessage(conflict)).toBe(
      'Summer Peak and High Season both have priority 2 on Jul 1–31, 2027: Summer Peak applies, by tie-break. Give the season that should win a higher priority.',
    )
    expect(conflictMessage({ ...conflict, count: 3 })).toMatch(
      /higher priority\. 2 more pairs share days at one priority\.$/,
    )
  })
})
