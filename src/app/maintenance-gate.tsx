import { Outlet } from 'react-router-dom'

// Placeholder until the maintenance feature lands: the site always renders.
export function MaintenanceGate() {
  return <Outlet />
}
