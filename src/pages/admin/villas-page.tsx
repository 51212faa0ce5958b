import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function VillasPage() {
  return <AdminPageHeader title="Manage Villas" description="Coming soon." />
}
