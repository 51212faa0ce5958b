// A visitor who entered the maintenance password keeps access for this browser session.
export const MAINTENANCE_BYPASS_KEY = 'maintenance_bypass'

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    // Storage can be blocked (privacy settings); then there is simply no bypass.
    return null
  }
}

export function hasMaintenanceBypass(): boolean {
  return sessionStore()?.getItem(MAINTENANCE_BYPASS_KEY) === 'true'
}

export function grantMaintenanceBypass(): void {
  sessionStore()?.setItem(MAINTENANCE_BYPASS_KEY, 'true')
}

/** For the admin: saving maintenance as off clears the stored flag (spec section 4). */
export function clearMaintenanceBypass(): void {
  sessionStore()?.removeItem(MAINTENANCE_BYPASS_KEY)
}
