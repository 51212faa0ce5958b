import { VillasScreen } from '@/features/admin/villas/components/villas-screen'

export default function VillasPage() {
  return <VillasScreen />
}
