/** The spec's rule: maintenance is on only when the stored value is exactly the text "true". */
export function isMaintenanceOn(value: string | null | undefined): boolean {
  return value === 'true'
}

interface SettingReadResult {
  data: { setting_value: string } | null
  error: unknown
}

/** A read error (or a missing row) counts as off; the error is logged, never shown. */
export function maintenanceModeFromResult({ data, error }: SettingReadResult): boolean {
  if (error) {
    console.error('Failed to check maintenance mode', error)
    return false
  }
  return isMaintenanceOn(data?.setting_value)
}
