import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { fillLegalText } from '@/features/content/lib/legal-text'
import { applyLocale } from '@/lib/i18n/locale'
import {
  EMPTY_LEGAL_IDENTITY,
  LEGAL_IDENTITY_FIELDS,
  legalIdentityFromRows,
  type LegalIdentity,
} from '@/lib/legal-identity'

const BEING_COMPLETED = 'These details are being completed.'

const unquote = (sql: string) => sql.replaceAll("''", "'")

/** The legal texts as the baseline migration installs them (its hand-kept page_content rows). */
const LEGAL_TEXTS = [
  ...readFileSync('supabase/migrations/20261125000000_baseline.sql', 'utf8').matchAll(
    /\('(?:terms|privacy|legal-notice)', '[a-z_]+', 'text', '(?:[^']|'')*', '((?:[^']|'')*)'/g,
  ),
].map((match) => unquote(match[1]!))
/** The texts that name the company's legal identity through {{tokens}}. */
const TOKEN_TEXTS = LEGAL_TEXTS.filter((text) => text.includes('{{'))

const FILLED: LegalIdentity = {
  companyName: 'Riviera Villas SAS',
  legalForm: 'Simplified joint-stock company (SAS)',
  shareCapital: '€50,000',
  registeredOffice: 'Saint-Raphaël (83700), Var, France',
  rcsNumber: '123 456 782',
  rcsCity: 'Fréjus',
  vatNumber: 'FR11123456782',
  publicationDirector: 'Claire Martin, Chairman',
  hostName: 'OVH SAS',
  hostAddress: '2 rue Kellermann, 59100 Roubaix, France',
  hostPhone: '+33 9 72 10 10 07',
  mediatorName: 'Médiation Tourisme et Voyage',
  mediatorAddress: 'BP 80303, 75823 Paris Cedex 17, France',
  mediatorWebsite: 'https://www.mtv.travel',
}

/** Every identity from nothing filled to everything filled, one item more each time. */
const IDENTITIES: LegalIdentity[] = LEGAL_IDENTITY_FIELDS.map(
  (_, count) =>
    Object.fromEntries(
      LEGAL_IDENTITY_FIELDS.map((field, index) => [field, index < count ? FILLED[field] : '']),
    ) as LegalIdentity,
).concat([FILLED])

const PLACEHOLDERS = /\[|\]|\{|\}|000 000 000|FR00|00 00 00/

describe('the legal texts', () => {
  it('are found in the baseline migration (the test reads the real texts)', () => {
    expect(LEGAL_TEXTS.length).toBeGreaterThan(20)
    expect(TOKEN_TEXTS.length).toBeGreaterThanOrEqual(4)
    expect(TOKEN_TEXTS.join('\n')).toMatch(/\{\{host_name\}\}/)
  })

  it('never show a bracket, a token or a sample number, however much is filled', () => {
    for (const text of LEGAL_TEXTS) {
      for (const identity of IDENTITIES) {
        expect(fillLegalText(text, identity)).not.toMatch(PLACEHOLDERS)
      }
    }
  })

  it('name every item once it is filled', () => {
    const all = TOKEN_TEXTS.map((text) => fillLegalText(text, FILLED)).join('\n')
    for (const field of LEGAL_IDENTITY_FIELDS) expect(all).toContain(FILLED[field])
    expect(all).toContain('Trade and Companies Register: RCS Fréjus 123 456 782.')
    expect(all).not.toContain(BEING_COMPLETED)
  })
})

describe('filling a text', () => {
  afterEach(() => applyLocale('en'))

  const hosting =
    'Database: Supabase.\n\nWeb pages: {{host_name}}\n{{host_address}}\nPhone: {{host_phone}}'

  it('leaves out a line whose item is not filled, and keeps the others', () => {
    expect(fillLegalText(hosting, { ...FILLED, hostPhone: '' })).toBe(
      'Database: Supabase.\n\nWeb pages: OVH SAS\n2 rue Kellermann, 59100 Roubaix, France',
    )
  })

  it('says the details are being completed when nothing it names is filled', () => {
    expect(fillLegalText(hosting, EMPTY_LEGAL_IDENTITY)).toBe(
      `Database: Supabase.\n\n${BEING_COMPLETED}`,
    )
    expect(fillLegalText('{{publication_director}}', EMPTY_LEGAL_IDENTITY)).toBe(BEING_COMPLETED)
  })

  it('says so in French on a French page (the French legal notice is the reference)', () => {
    applyLocale('fr')
    expect(fillLegalText('Directeur : {{publication_director}}', EMPTY_LEGAL_IDENTITY)).toBe(
      'Ces informations seront complétées prochainement.',
    )
  })

  it("says so in the text's own language when the page shows it untranslated", () => {
    applyLocale('fr')
    expect(fillLegalText('Director: {{publication_director}}', EMPTY_LEGAL_IDENTITY, 'en')).toBe(
      BEING_COMPLETED,
    )
    applyLocale('en')
    expect(fillLegalText('Directeur : {{publication_director}}', EMPTY_LEGAL_IDENTITY, 'fr')).toBe(
      'Ces informations seront complétées prochainement.',
    )
  })

  it("drops an older text's bracketed placeholder and sample numbers", () => {
    expect(
      fillLegalText('Company: Riviera.\nRCS: 000 000 000.\nHost: [name of the host].', FILLED),
    ).toBe(`Company: Riviera.\n\n${BEING_COMPLETED}`)
  })

  it("names the company by the brand's name until its legal name is filled", () => {
    expect(
      fillLegalText('The controller is {{company_name}}.', { ...FILLED, companyName: '' }),
    ).toBe('The controller is Riviera Villas.')
  })

  it('leaves a text without tokens as it is', () => {
    expect(fillLegalText('Plain words.\n\nMore words.', EMPTY_LEGAL_IDENTITY)).toBe(
      'Plain words.\n\nMore words.',
    )
  })
})

describe('the legal identity', () => {
  it('reads its rows, trimmed; a missing row is an empty item', () => {
    const identity = legalIdentityFromRows([
      { setting_key: 'legal_company_name', setting_value: ' Riviera Villas SAS ' },
      { setting_key: 'contact_phone', setting_value: '+33 4 93 12 34 56' },
    ])
    expect(identity).toEqual({ ...EMPTY_LEGAL_IDENTITY, companyName: 'Riviera Villas SAS' })
  })
})
