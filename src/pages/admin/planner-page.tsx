import { PlannerScreen } from '@/features/admin/planner/components/planner-screen'

export default function PlannerPage() {
  return <PlannerScreen />
}
