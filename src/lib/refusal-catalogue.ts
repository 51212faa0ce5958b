import { formatDay, MONTHS } from '@/lib/dates'

/**
 * A catalogue of the database's refusals (lib/refusal-text.ts): each entry is the exact
 * `raise exception` sentence of supabase/schemas/, its `%` placeholders standing for the values
 * the database puts in, with its words in the language on screen.
 */
type Words = (params: { a: string; b: string; c: string }) => string
export type RefusalCatalogue = ReadonlyArray<readonly [template: string, words: Words]>

const patterns = new WeakMap<RefusalCatalogue, ReadonlyArray<readonly [RegExp, Words]>>()

/** "A % booking cannot be changed to %" as /^A (.+?) booking cannot be changed to (.+?)$/. */
export function templatePattern(template: string): RegExp {
  const escaped = template
    .split('%')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)')
  return new RegExp(`^${escaped}$`, 's')
}

/** The catalogue's words for this sentence, or null when it has no entry. */
export function fromCatalogue(catalogue: RefusalCatalogue, message: string): string | null {
  let compiled = patterns.get(catalogue)
  if (!compiled) {
    compiled = catalogue.map(([template, words]) => [templatePattern(template), words] as const)
    patterns.set(catalogue, compiled)
  }
  for (const [pattern, words] of compiled) {
    const found = message.match(pattern)
    if (found) {
      const [a = '', b = '', c = ''] = found.slice(1).map(localValue)
      return words({ a, b, c })
    }
  }
  return null
}

const ENGLISH_MONTH = new RegExp(`\\b(${MONTHS.join('|')})\\b`)

/**
 * A value the database put in a sentence, in the language on screen: its days ("2026-08-14",
 * "14 August 2026", "August 14, 2026 at 10:00") said as the page says days.
 */
function localValue(value: string): string {
  const month = (name: string) =>
    new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(
      new Date(2026, MONTHS.indexOf(name), 1),
    )
  return value
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => formatDay(day))
    .replace(
      new RegExp(`${ENGLISH_MONTH.source} (\\d{1,2}), (\\d{4})( at )?`, 'g'),
      (_all, name: string, day: string, year: string, at?: string) =>
        `${day} ${month(name)} ${year}${at ? ' à ' : ''}`,
    )
    .replace(
      new RegExp(`(\\d{1,2}) ${ENGLISH_MONTH.source} (\\d{4})`, 'g'),
      (_all, day: string, name: string, year: string) => `${day} ${month(name)} ${year}`,
    )
}
