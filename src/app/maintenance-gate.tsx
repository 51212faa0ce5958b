import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useMaintenanceMode } from '@/features/maintenance/api/get-maintenance-mode'
import { grantMaintenanceBypass, hasMaintenanceBypass } from '@/lib/maintenance-bypass'
import { openGate } from '@/prerender/prerendered-page'

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
  // A prerendered page shows once this check has answered (if index.html's own check has not
  // already shown it): by then the maintenance screen has replaced it when it must.
  const hasAnswered = maintenance.isFetchedAfterMount
  useEffect(() => {
    if (hasAnswered) openGate()
  }, [hasAnswered])

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
