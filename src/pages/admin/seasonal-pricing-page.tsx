import { SeasonalPricingScreen } from '@/features/admin/seasonal-pricing/components/seasonal-pricing-screen'

export default function SeasonalPricingPage() {
  return <SeasonalPricingScreen />
}
