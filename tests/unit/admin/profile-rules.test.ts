import { describe, expect, it } from 'vitest'
import {
  canSaveMaintenance,
  displayRole,
  maintenanceSettingsFromRows,
} from '@/features/admin/profile/lib/maintenance-settings'
import { passwordChangeProblem } from '@/features/admin/profile/lib/password-change'

describe('password change rules', () => {
  const draft = { currentPassword: 'old-secret', newPassword: 'abcdef', confirmPassword: 'abcdef' }

  it('accepts a matching new password of 6 characters or more', () => {
    expect(passwordChangeProblem(draft)).toBeNull()
  })

  it('refuses a confirmation that does not match', () => {
    expect(passwordChangeProblem({ ...draft, confirmPassword: 'abcdeg' })).toEqual({
      title: 'Password Mismatch',
      description: "New password and confirmation don't match",
    })
  })

  it('refuses fewer than 6 characters', () => {
    expect(
      passwordChangeProblem({ ...draft, newPassword: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long',
    })
  })

  it('reports the mismatch before the length', () => {
    expect(passwordChangeProblem({ ...draft, newPassword: 'a', confirmPassword: 'b' })?.title).toBe(
      'Password Mismatch',
    )
  })
})

describe('maintenance settings', () => {
  it('reads maintenance as on only for the exact text "true"', () => {
    const rows = (value: string) => [
      { setting_key: 'maintenance_mode', setting_value: value },
      { setting_key: 'maintenance_password', setting_value: 'riviera2026' },
    ]
    expect(maintenanceSettingsFromRows(rows('true'))).toEqual({
      isOn: true,
      password: 'riviera2026',
    })
    expect(maintenanceSettingsFromRows(rows('TRUE')).isOn).toBe(false)
    expect(maintenanceSettingsFromRows(rows('false')).isOn).toBe(false)
    expect(maintenanceSettingsFromRows([])).toEqual({ isOn: false, password: '' })
  })

  it('cannot be saved with a blank bypass password', () => {
    expect(canSaveMaintenance('')).toBe(false)
    expect(canSaveMaintenance('   ')).toBe(false)
    expect(canSaveMaintenance('riviera2026')).toBe(true)
  })

  it('shows the role in upper case', () => {
    expect(displayRole('staff')).toBe('STAFF')
    expect(displayRole(null)).toBe('NO ROLE')
  })
})
