import { describe, expect, it } from 'vitest'
import {
  canSaveMaintenance,
  displayRole,
  maintenanceSettingsFromRows,
} from '@/features/admin/profile/lib/maintenance-settings'
import { passwordChangeProblems } from '@/features/admin/profile/lib/password-change'

describe('password change rules', () => {
  const good = 'lavender-terrace-at-dusk'
  const draft = { currentPassword: 'old-secret', newPassword: good, confirmPassword: good }
  const common = new Set(['sunshine', 'passwordpassword'])

  it('accepts a matching new password of 15 characters or more', () => {
    expect(passwordChangeProblems(draft, common)).toEqual([])
  })

  it('refuses a confirmation that does not match, next to the confirmation', () => {
    expect(passwordChangeProblems({ ...draft, confirmPassword: 'lavender-terrace' })).toEqual([
      {
        field: 'confirmPassword',
        title: 'Password Mismatch',
        description: "New password and confirmation don't match",
      },
    ])
  })

  it('refuses fewer than 15 characters, next to the new password', () => {
    expect(
      passwordChangeProblems({
        ...draft,
        newPassword: 'abcdefghijklmn',
        confirmPassword: 'abcdefghijklmn',
      }),
    ).toEqual([
      {
        field: 'newPassword',
        title: 'Password Too Short',
        description: 'Password must be at least 15 characters long',
      },
    ])
  })

  it('refuses a common password once the list has loaded', () => {
    const padded = {
      ...draft,
      newPassword: 'Sunshine2026!!!!',
      confirmPassword: 'Sunshine2026!!!!',
    }
    expect(passwordChangeProblems(padded, null)).toEqual([])
    expect(passwordChangeProblems(padded, common).map((p) => p.title)).toEqual([
      'Password Too Common',
    ])
  })

  it('reports the mismatch before the length, and both', () => {
    expect(
      passwordChangeProblems({ ...draft, newPassword: 'a', confirmPassword: 'b' }).map(
        (problem) => problem.title,
      ),
    ).toEqual(['Password Mismatch', 'Password Too Short'])
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
