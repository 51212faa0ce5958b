import { brand } from '@/config/brand'
import { currentLocale, type Locale } from '@/lib/i18n/locale'
import { LEGAL_IDENTITY_FIELDS, LEGAL_TOKENS, type LegalIdentity } from '@/lib/legal-identity'
import * as m from '@/paraglide/messages'

const TOKEN = /\{\{\s*([a-z_]+)\s*\}\}/g
/**
 * What must never reach a visitor: a bracketed placeholder ("[name of the web host]"), a token
 * left unfilled, or a sample registration number ("000 000 000", "FR00 000000000").
 */
const PLACEHOLDER = /\[[^\]]*\]|\{\{|\}\}|\b0{3} ?0{3} ?0{3}\b|\bFR ?0{2} ?0{9}\b/i

/**
 * A legal text with the company's identity in it. Each line is filled on its own: a line that
 * names an item not filled yet (or holds a placeholder from an older text) is left out, so a
 * visitor reads only what is true; a section left with nothing of what it named says so
 * ("These details are being completed.") in the text's own language: on a page in the other
 * language the text shows untranslated, marked with its `lang`, and the sentence is part of it.
 * The company's name falls back to the brand's.
 */
export function fillLegalText(
  text: string,
  identity: LegalIdentity,
  language: Locale = currentLocale(),
): string {
  const values = new Map<string, string>(
    LEGAL_IDENTITY_FIELDS.map((field) => [LEGAL_TOKENS[field], identity[field].trim()]),
  )
  if (!values.get('company_name')) values.set('company_name', brand.name)

  let named = 0
  let kept = 0
  const lines = text.split('\n').flatMap((line) => {
    const tokens = [...line.matchAll(TOKEN)].map((match) => match[1]!)
    const filled = line.replace(TOKEN, (_match, token: string) => values.get(token) ?? '')
    const isMissing = tokens.some((token) => !values.get(token)) || PLACEHOLDER.test(filled)
    if (tokens.length > 0 || isMissing) named += 1
    if (isMissing) return []
    if (tokens.length > 0) kept += 1
    return [filled]
  })

  const result = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (named > 0 && kept === 0) {
    const beingCompleted = m.pages_legal_being_completed({}, { locale: language })
    return result ? `${result}\n\n${beingCompleted}` : beingCompleted
  }
  return result
}
