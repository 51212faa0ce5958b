import { BookingsScreen } from '@/features/admin/bookings/components/bookings-screen'

export default function BookingsPage() {
  return <BookingsScreen />
}
