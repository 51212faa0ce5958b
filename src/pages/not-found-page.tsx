import { NotFound } from '@/components/layout/not-found'

export default function NotFoundPage() {
  return <NotFound />
}
