import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function PageContentPage() {
  return <AdminPageHeader title="Page Content Management" description="Coming soon." />
}
