import { MessagesScreen } from '@/features/admin/messages/components/messages-screen'

export default function MessagesPage() {
  return <MessagesScreen />
}
