import { AnalyticsScreen } from '@/features/admin/analytics/components/analytics-screen'

export default function AnalyticsPage() {
  return <AnalyticsScreen />
}
