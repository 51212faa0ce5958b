import {
  LEGAL_IDENTITY_FIELDS,
  LEGAL_IDENTITY_KEYS,
  type LegalIdentityField,
} from '@/lib/legal-identity'
import * as m from '@/paraglide/messages'

/** Each legal identity item's label in Profile Settings, in the staff member's language. */
export const LEGAL_IDENTITY_LABELS: Record<LegalIdentityField, () => string> = {
  companyName: m.admin_profile_company_name,
  legalForm: m.admin_profile_legal_form,
  shareCapital: m.admin_profile_share_capital,
  registeredOffice: m.admin_profile_registered_office,
  rcsNumber: m.admin_profile_rcs_number,
  rcsCity: m.admin_profile_rcs_city,
  vatNumber: m.admin_profile_vat_number,
  publicationDirector: m.admin_profile_director,
  hostName: m.admin_profile_host_name,
  hostAddress: m.admin_profile_host_address,
  hostPhone: m.admin_profile_host_phone,
  mediatorName: m.admin_profile_mediator_name,
  mediatorAddress: m.admin_profile_mediator_address,
  mediatorWebsite: m.admin_profile_mediator_website,
}

/**
 * An item "Needs attention" lists by its setting key (admin_attention), named as the form
 * names it; a key this admin does not know yet (a newer database) as "another item", never raw.
 */
export function legalSettingLabel(settingKey: string): string {
  const field = LEGAL_IDENTITY_FIELDS.find((item) => LEGAL_IDENTITY_KEYS[item] === settingKey)
  return field ? LEGAL_IDENTITY_LABELS[field]() : m.admin_profile_legal_item_other()
}
