import { z } from 'zod'
import * as m from '@/paraglide/messages'

export const MAINTENANCE_MODE_KEY = 'maintenance_mode'
export const MAINTENANCE_PASSWORD_KEY = 'maintenance_password'

export interface MaintenanceSettings {
  isOn: boolean
  password: string
}

/** The two settings from their rows; maintenance is on only for the exact text "true". */
export function maintenanceSettingsFromRows(
  rows: readonly { setting_key: string; setting_value: string }[],
): MaintenanceSettings {
  const value = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value
  return {
    isOn: value(MAINTENANCE_MODE_KEY) === 'true',
    password: value(MAINTENANCE_PASSWORD_KEY) ?? '',
  }
}

/** Saving is refused while the bypass password is blank. */
export function canSaveMaintenance(password: string): boolean {
  return password.trim() !== ''
}

/** What stands under a blank bypass password. */
export const maintenancePasswordRequired = () => m.admin_profile_bypass_required()

/** The maintenance form: the switch, and a bypass password that is not blank. */
export const maintenanceFormSchema = z.object({
  isOn: z.boolean(),
  password: z.string().refine(canSaveMaintenance, { error: maintenancePasswordRequired }),
})

/** A user's role as the profile shows it. */
export function displayRole(role: string | null | undefined): string {
  return role ? role.toUpperCase() : m.admin_profile_no_role()
}
