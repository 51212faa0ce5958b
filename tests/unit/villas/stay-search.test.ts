import { describe, expect, it } from 'vitest'
import {
  readSearchedParty,
  readStaySearch,
  staySearchQuery,
} from '@/features/villas/lib/stay-search'
import { partyWithin, typedParty } from '@/features/booking/lib/party'

const params = (query: string) => new URLSearchParams(query)
const DATES = 'check_in=2027-07-10&check_out=2027-07-17'

describe('readSearchedParty', () => {
  it('reads the adults and children of a search', () => {
    expect(readSearchedParty(params('adults=4&children=2'))).toEqual({ adults: 4, children: 2 })
    expect(readSearchedParty(params('adults=3'))).toEqual({ adults: 3, children: 0 })
  })

  it('reads an older link’s guests as that many adults', () => {
    expect(readSearchedParty(params('guests=8'))).toEqual({ adults: 8, children: 0 })
    // The adults win over an old guests count left in the address.
    expect(readSearchedParty(params('guests=8&adults=2&children=1'))).toEqual({
      adults: 2,
      children: 1,
    })
  })

  it('names no party for missing, zero or malformed counts', () => {
    expect(readSearchedParty(params(''))).toBeNull()
    expect(readSearchedParty(params('adults=0'))).toBeNull()
    expect(readSearchedParty(params('guests=-3'))).toBeNull()
    expect(readSearchedParty(params('adults=two'))).toBeNull()
    expect(readSearchedParty(params('adults=2&children=-1'))).toEqual({ adults: 2, children: 0 })
    expect(readSearchedParty(params('adults=2.5'))).toBeNull()
  })
})

describe('readStaySearch', () => {
  it('counts adults and children together as the guests a villa must take', () => {
    expect(readStaySearch(params(`${DATES}&adults=4&children=2`))).toEqual({
      checkIn: '2027-07-10',
      checkOut: '2027-07-17',
      adults: 4,
      children: 2,
      guests: 6,
    })
  })

  it('still opens an older ?guests= link, and 2 adults when the address names nobody', () => {
    expect(readStaySearch(params(`${DATES}&guests=5`))).toMatchObject({
      adults: 5,
      children: 0,
      guests: 5,
    })
    expect(readStaySearch(params(DATES))).toMatchObject({ adults: 2, children: 0, guests: 2 })
  })

  it('writes adults and children in the address, and reads back what it wrote', () => {
    const query = staySearchQuery({
      checkIn: '2027-07-10',
      checkOut: '2027-07-17',
      adults: 2,
      children: 1,
    })
    expect(query).toBe('check_in=2027-07-10&check_out=2027-07-17&adults=2&children=1')
    expect(readStaySearch(params(query))).toMatchObject({ adults: 2, children: 1, guests: 3 })
  })
})

describe('the booking form’s party', () => {
  it('follows what is typed while the villa takes it, else keeps the last good party', () => {
    const last = { adults: 2, children: 0 }
    expect(typedParty('4', '2', 6, last)).toEqual({ adults: 4, children: 2 })
    expect(typedParty('4', '3', 6, last)).toEqual(last)
    expect(typedParty('0', '1', 6, last)).toEqual(last)
    expect(typedParty('', '0', 6, last)).toEqual(last)
    expect(typedParty('2', '', 6, last)).toEqual(last)
    expect(typedParty('1.5', '0', 6, last)).toEqual(last)
  })

  it('starts within the villa’s capacity, the adults first', () => {
    expect(partyWithin({ adults: 4, children: 5 }, 6)).toEqual({ adults: 4, children: 2 })
    expect(partyWithin({ adults: 9, children: 1 }, 6)).toEqual({ adults: 6, children: 0 })
    expect(partyWithin({ adults: 2, children: 0 }, 1)).toEqual({ adults: 1, children: 0 })
  })
})
