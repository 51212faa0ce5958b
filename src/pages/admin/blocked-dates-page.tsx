import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function BlockedDatesPage() {
  return <AdminPageHeader title="Blocked Dates Management" description="Coming soon." />
}
