import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useMaintenanceMode } from '@/features/maintenance/api/get-maintenance-mode'
import { grantMaintenanceBypass, hasMaintenanceBypass } from '@/lib/maintenance-bypass'

// Shown only while maintenance is on: its form code stays out of every visitor's first download.
const MaintenanceScreen = lazy(() =>
  import('@/features/maintenance/components/maintenance-screen').then((module) => ({
    default: module.MaintenanceScreen,
  })),
)

/**
 * Wraps the public site: while maintenance is on, only visitors with the bypass flag get through.
 * The site renders while the check runs (it started at navigation, with the page's own data):
 * waiting for it first would put the whole page one round trip behind.
 */
export function MaintenanceGate() {
  // Read once per page load: the flag lives in sessionStorage and survives a reload.
  const [isBypassed, setIsBypassed] = useState(hasMaintenanceBypass)
  const maintenance = useMaintenanceMode()

  if (maintenance.data === true && !isBypassed) {
    return (
      <Suspense fallback={<div className="min-h-screen bg-navy" />}>
        <MaintenanceScreen
          onAccessGranted={() => {
            grantMaintenanceBypass()
            setIsBypassed(true)
          }}
        />
      </Suspense>
    )
  }

  return <Outlet />
}
