import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function MessagesPage() {
  return <AdminPageHeader title="Messages" description="Coming soon." />
}
