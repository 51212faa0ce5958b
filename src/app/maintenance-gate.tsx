import { useState } from 'react'
import { Outlet } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useMaintenanceMode } from '@/features/maintenance/api/get-maintenance-mode'
import { MaintenanceScreen } from '@/features/maintenance/components/maintenance-screen'
import { grantMaintenanceBypass, hasMaintenanceBypass } from '@/features/maintenance/lib/bypass'

/** Wraps the public site: while maintenance is on, only visitors with the bypass flag get through. */
export function MaintenanceGate() {
  // Read once per page load: the flag lives in sessionStorage and survives a reload.
  const [isBypassed, setIsBypassed] = useState(hasMaintenanceBypass)
  const maintenance = useMaintenanceMode()

  if (maintenance.isPending) {
    return <Spinner className="min-h-screen" />
  }

  if (maintenance.data === true && !isBypassed) {
    return (
      <MaintenanceScreen
        onAccessGranted={() => {
          grantMaintenanceBypass()
          setIsBypassed(true)
        }}
      />
    )
  }

  return <Outlet />
}
