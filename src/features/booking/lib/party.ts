// Who stays: adults and children (children count toward the villa's capacity, not toward the
// tourist tax), as the form holds them and as the quote needs them.

export interface Party {
  adults: number
  children: number
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * The party the quote follows: what is typed while it is one the villa takes (at least 1 adult,
 * 0 or more children, together within the capacity), else the last good one (`fallback`).
 */
export function typedParty(
  adults: string,
  children: string,
  maxGuests: number,
  fallback: Party,
): Party {
  const a = whole(adults)
  const c = whole(children)
  return a >= 1 && c >= 0 && a + c <= maxGuests ? { adults: a, children: c } : fallback
}

/** The party a villa page starts with: the searched one within the villa's capacity. */
export function partyWithin(party: Party, maxGuests: number): Party {
  const adults = Math.min(Math.max(party.adults, 1), maxGuests)
  return { adults, children: Math.min(Math.max(party.children, 0), maxGuests - adults) }
}
