import { PageContentScreen } from '@/features/admin/page-content/components/page-content-screen'

export default function PageContentPage() {
  return <PageContentScreen />
}
