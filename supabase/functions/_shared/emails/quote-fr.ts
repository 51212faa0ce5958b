// The stored offer's words in French (issue 22). quote_stay (20_stay_rules_and_pricing.sql)
// stores each line's label and basis, the tourist tax note and the rounding rule as the booking
// page's English, from a fixed vocabulary: these are its French forms, figures included
// ("7 nights × €1,250" → "7 nuits × 1 250 €"). Words it does not know (a villa's own charge
// names) are left as they were written. Pure function: unit-tested with the app's tests.
import { formatAmount } from './format.ts'

const NB = '\u00a0'
const NN = '\u202f'

const MONTHS: Record<string, string> = {
  Jan: 'janv.',
  Feb: 'févr.',
  Mar: 'mars',
  Apr: 'avr.',
  May: 'mai',
  Jun: 'juin',
  Jul: 'juil.',
  Aug: 'août',
  Sep: 'sept.',
  Oct: 'oct.',
  Nov: 'nov.',
  Dec: 'déc.',
}

const count = (n: string, one: string, many = `${one}s`) =>
  `${n}${NB}${Number(n) <= 1 ? one : many}`

/** "7.5" → "7,5" (a percentage as the quote writes it). */
const decimal = (n: string) => n.replace('.', ',')

/** "€1,250.50" (euro_text) → "1 250,50 €"; "−€725" → "−725 €". */
function euros(text: string): string {
  return text.replace(/(−?)€([\d,]+(?:\.\d+)?)/g, (_, sign: string, figure: string) => {
    const amount = Number(figure.replace(/,/g, ''))
    return formatAmount(sign ? -amount : amount, 'fr')
  })
}

const PHRASES: [RegExp, string | ((...groups: string[]) => string)][] = [
  [
    /^Amounts in euros, each line rounded to the cent \(half up\); the total is the sum of the lines\.$/,
    `Montants en euros, chaque ligne arrondie au centime le plus proche${NN}; le total est la somme des lignes.`,
  ],
  [/Children under 18 are exempt\./, 'Les enfants de moins de 18 ans en sont exonérés.'],
  [/^Tourist tax of (.+?): /, (_, commune) => `Taxe de séjour de ${commune}${NB}: `],
  [
    /^Tourist tax, nights of (\d+) (\w{3}) (\d{4}) to (\d+) (\w{3}) (\d{4})$/,
    (_, d1, m1, y1, d2, m2, y2) =>
      `Taxe de séjour, nuits du ${d1} ${MONTHS[m1] ?? m1} ${y1} au ${d2} ${MONTHS[m2] ?? m2} ${y2}`,
  ],
  [/^Tourist tax$/, 'Taxe de séjour'],
  [
    / per adult per night for a (\d)-star villa/,
    (_, stars) => ` par adulte et par nuit pour une villa classée ${count(stars, 'étoile')}`,
  ],
  [
    /([\d.]+) % of the nightly price per guest, at most (\S+) per adult per night, for an unclassified villa/,
    (_, percent, cap) =>
      `${decimal(percent)}${NB}% du prix de la nuitée par personne, au plus ${cap} par adulte et par nuit, pour une villa non classée`,
  ],
  [
    /, plus the department's ([\d.]+) % and the region's ([\d.]+) % surcharges, included in the rate shown/,
    (_, department, region) =>
      `, taxes additionnelles départementale (${decimal(department)}${NB}%) et régionale (${decimal(region)}${NB}%) comprises dans le tarif indiqué`,
  ],
  [
    /, plus the department's ([\d.]+) % surcharge, included in the rate shown/,
    (_, department) =>
      `, taxe additionnelle départementale (${decimal(department)}${NB}%) comprise dans le tarif indiqué`,
  ],
  [
    /, plus the region's ([\d.]+) % surcharge, included in the rate shown/,
    (_, region) =>
      `, taxe additionnelle régionale (${decimal(region)}${NB}%) comprise dans le tarif indiqué`,
  ],
  [/^Stay of (\d+) nights or more$/, (_, n) => `Séjour de ${n}${NB}nuits ou plus`],
  [
    /^Early booking, (\d+) days or more ahead$/,
    (_, n) => `Réservation anticipée, ${n}${NB}jours ou plus à l’avance`,
  ],
  [
    /^Last minute, (\d+) days or fewer ahead$/,
    (_, n) => `Dernière minute, ${n}${NB}jours ou moins avant l’arrivée`,
  ],
  [/^([\d.]+) % of /, (_, percent) => `${decimal(percent)}${NB}% de `],
  [/^per stay$/, 'par séjour'],
  [/\b(\d+) nights?\b/g, (_, n) => count(n, 'nuit')],
  [/\b(\d+) adults?\b/g, (_, n) => count(n, 'adulte')],
  [/\b(\d+) guests?\b/g, (_, n) => count(n, 'personne')],
]

/** A line, basis, tax note or rounding rule of the stored quote, in French. */
export function quoteTextFr(text: string): string {
  let french = text
  for (const [pattern, replacement] of PHRASES) {
    french = french.replace(
      pattern,
      replacement as (substring: string, ...args: string[]) => string,
    )
  }
  return euros(french)
}
