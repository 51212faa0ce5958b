import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function BookingsPage() {
  return <AdminPageHeader title="Booking Management" description="Coming soon." />
}
