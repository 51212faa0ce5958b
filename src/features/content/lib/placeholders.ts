/**
 * Page texts may say {villa_count} where a figure from the database belongs ("a collection of
 * {villa_count} villas"), so no typed number goes stale. A known placeholder whose value is not
 * known (null) is left out with its space; an unknown one stays as typed, for staff to see.
 */
export function fillPlaceholders(text: string, values: Record<string, string | null>): string {
  return text.replace(/\{([a-z_]+)\}( ?)/g, (whole, name: string, space: string) => {
    if (!(name in values)) return whole
    const value = values[name]
    return value === null ? '' : `${value}${space}`
  })
}

const WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** A count as prose writes it: words up to twelve, figures above ("seven", "56"). */
export function countInWords(count: number): string {
  return WORDS[count] ?? count.toLocaleString('en-US')
}
