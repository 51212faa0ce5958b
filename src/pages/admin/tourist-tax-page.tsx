import { TouristTaxScreen } from '@/features/admin/tourist-tax/components/tourist-tax-screen'

export default function TouristTaxPage() {
  return <TouristTaxScreen />
}
