import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isMaintenanceOn,
  maintenanceModeFromResult,
} from '@/features/maintenance/lib/maintenance-mode'

describe('maintenance mode value', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is on only for the exact text "true"', () => {
    expect(isMaintenanceOn('true')).toBe(true)
  })

  it.each(['TRUE', 'True', '1', '', 'false', ' true', 'yes'])('is off for %j', (value) => {
    expect(isMaintenanceOn(value)).toBe(false)
  })

  it('is off when the setting has no value', () => {
    expect(isMaintenanceOn(null)).toBe(false)
    expect(maintenanceModeFromResult({ data: null, error: null })).toBe(false)
  })

  it('reads the setting_value of a successful read', () => {
    expect(maintenanceModeFromResult({ data: { setting_value: 'true' }, error: null })).toBe(true)
    expect(maintenanceModeFromResult({ data: { setting_value: 'false' }, error: null })).toBe(false)
  })

  it('counts a read error as off and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = { message: 'network down', code: 'PGRST000' }
    expect(maintenanceModeFromResult({ data: { setting_value: 'true' }, error })).toBe(false)
    expect(log).toHaveBeenCalledWith('Failed to check maintenance mode', error)
  })
})
