import { BlockedDatesScreen } from '@/features/admin/blocked-dates/components/blocked-dates-screen'

export default function BlockedDatesPage() {
  return <BlockedDatesScreen />
}
