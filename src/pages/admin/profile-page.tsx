import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function ProfilePage() {
  return <AdminPageHeader title="Profile Settings" description="Coming soon." />
}
