import { afterEach, describe, expect, it } from 'vitest'
import {
  clearMaintenanceBypass,
  grantMaintenanceBypass,
  hasMaintenanceBypass,
} from '@/lib/maintenance-bypass'

describe('maintenance bypass flag', () => {
  afterEach(() => sessionStorage.clear())

  it('is stored as maintenance_bypass = "true" in session storage', () => {
    expect(hasMaintenanceBypass()).toBe(false)
    grantMaintenanceBypass()
    expect(sessionStorage.getItem('maintenance_bypass')).toBe('true')
    expect(hasMaintenanceBypass()).toBe(true)
  })

  it('lets through only the exact value "true"', () => {
    sessionStorage.setItem('maintenance_bypass', 'TRUE')
    expect(hasMaintenanceBypass()).toBe(false)
  })

  it('is cleared for the admin when maintenance is saved as off', () => {
    grantMaintenanceBypass()
    clearMaintenanceBypass()
    expect(hasMaintenanceBypass()).toBe(false)
  })
})
