import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function VillaReviewsPage() {
  return <AdminPageHeader title="Manage Villa Reviews" description="Coming soon." />
}
