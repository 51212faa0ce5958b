import { ProfileScreen } from '@/features/admin/profile/components/profile-screen'

export default function ProfilePage() {
  return <ProfileScreen />
}
