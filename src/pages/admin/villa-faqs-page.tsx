import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function VillaFaqsPage() {
  return <AdminPageHeader title="Manage Villa FAQs" description="Coming soon." />
}
