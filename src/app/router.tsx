import { createBrowserRouter } from 'react-router-dom'
import { PublicLayout } from '@/components/layout/public-layout'
import { paths } from '@/config/paths'
import { MaintenanceGate } from '@/app/maintenance-gate'

/** Every route of the app. Pages load lazily, so no public route downloads admin code. */
export const router = createBrowserRouter([
  {
    element: <MaintenanceGate />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, lazy: () => import('@/pages/home-page').then(asRoute) },
          { path: paths.villas.path, lazy: () => import('@/pages/villas-page').then(asRoute) },
          { path: paths.villa.path, lazy: () => import('@/pages/villa-page').then(asRoute) },
          {
            path: paths.destination.path,
            lazy: () => import('@/pages/destination-page').then(asRoute),
          },
          {
            path: paths.experience.path,
            lazy: () => import('@/pages/experience-page').then(asRoute),
          },
          { path: paths.about.path, lazy: () => import('@/pages/about-page').then(asRoute) },
          { path: paths.contact.path, lazy: () => import('@/pages/contact-page').then(asRoute) },
          {
            path: paths.concierge.path,
            lazy: () => import('@/pages/concierge-page').then(asRoute),
          },
          { path: '*', lazy: () => import('@/pages/not-found-page').then(asRoute) },
        ],
      },
    ],
  },
  {
    path: `${paths.admin.root.path}/*`,
    lazy: () => import('@/pages/admin/admin-app').then(asRoute),
  },
])

function asRoute(module: { default: React.ComponentType }) {
  return { Component: module.default }
}
