import { TodayScreen } from '@/features/admin/today/components/today-screen'

export default function TodayPage() {
  return <TodayScreen />
}
