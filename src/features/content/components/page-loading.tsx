import { Spinner } from '@/components/ui/spinner'

/** Shown while a page's editable content loads, so default texts never flash before stored ones. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return <Spinner label={label} className="min-h-[70vh]" />
}
