import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

// Placeholder until the screen is built.
export default function SeasonalPricingPage() {
  return <AdminPageHeader title="Seasonal Pricing Management" description="Coming soon." />
}
