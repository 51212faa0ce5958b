/**
 * The company's legal identity (migration 20261126320100_legal_identity.sql): site settings
 * staff fill in Profile Settings, which the legal pages name with {{tokens}}. An empty value is
 * an item not filled yet.
 */
export const LEGAL_IDENTITY_KEYS = {
  companyName: 'legal_company_name',
  legalForm: 'legal_form',
  shareCapital: 'legal_share_capital',
  registeredOffice: 'legal_registered_office',
  rcsNumber: 'legal_rcs_number',
  rcsCity: 'legal_rcs_city',
  vatNumber: 'legal_vat_number',
  publicationDirector: 'legal_publication_director',
  hostName: 'legal_host_name',
  hostAddress: 'legal_host_address',
  hostPhone: 'legal_host_phone',
  mediatorName: 'legal_mediator_name',
  mediatorAddress: 'legal_mediator_address',
  mediatorWebsite: 'legal_mediator_website',
} as const

export type LegalIdentityField = keyof typeof LEGAL_IDENTITY_KEYS

export type LegalIdentity = Record<LegalIdentityField, string>

export const LEGAL_IDENTITY_FIELDS = Object.keys(LEGAL_IDENTITY_KEYS) as LegalIdentityField[]

/** The setting keys to read in one request. */
export const LEGAL_IDENTITY_SETTING_KEYS = Object.values(LEGAL_IDENTITY_KEYS)

/** Every item empty: what the site knows before (or without) the stored identity. */
export const EMPTY_LEGAL_IDENTITY = Object.fromEntries(
  LEGAL_IDENTITY_FIELDS.map((field) => [field, '']),
) as LegalIdentity

/** The identity from its site_settings rows (a missing row is an empty item), trimmed. */
export function legalIdentityFromRows(
  rows: readonly { setting_key: string; setting_value: string }[],
): LegalIdentity {
  const stored = new Map(rows.map((row) => [row.setting_key, row.setting_value.trim()]))
  const identity = { ...EMPTY_LEGAL_IDENTITY }
  for (const field of LEGAL_IDENTITY_FIELDS)
    identity[field] = stored.get(LEGAL_IDENTITY_KEYS[field]) ?? ''
  return identity
}

/** The {{token}} each item goes by in the legal texts. */
export const LEGAL_TOKENS = {
  companyName: 'company_name',
  legalForm: 'legal_form',
  shareCapital: 'share_capital',
  registeredOffice: 'registered_office',
  rcsNumber: 'rcs_number',
  rcsCity: 'rcs_city',
  vatNumber: 'vat_number',
  publicationDirector: 'publication_director',
  hostName: 'host_name',
  hostAddress: 'host_address',
  hostPhone: 'host_phone',
  mediatorName: 'mediator_name',
  mediatorAddress: 'mediator_address',
  mediatorWebsite: 'mediator_website',
} as const satisfies Record<LegalIdentityField, string>
