export interface Distance {
  label: string
  value: string
}

/**
 * Reads a villa's distances text: comma-separated "label: value" entries
 * ("Beach: 200 m, Nice airport: 45 min"). Entries without a colon are ignored.
 */
export function parseDistances(text: string | null | undefined): Distance[] {
  if (!text) return []
  return text.split(',').flatMap((entry) => {
    const colon = entry.indexOf(':')
    if (colon === -1) return []
    const label = entry.slice(0, colon).trim()
    const value = entry.slice(colon + 1).trim()
    return label && value ? [{ label, value }] : []
  })
}
