import { lazy, Suspense } from 'react'
import { afterFirstPaint } from '@/lib/after-first-paint'
import { WhenHydrated } from '@/lib/when-hydrated'
import * as m from '@/paraglide/messages'
import type { EnquiryFormProps } from './enquiry-form'

// The form's code (react-hook-form and its checks) loads once the page is on screen rather than
// with it: the page's first-visit JavaScript stays within its budget (`npm run size`) and its
// first paint does not wait, as the villa page does with its booking form.
const EnquiryForm = lazy(() =>
  afterFirstPaint()
    .then(() => import('./enquiry-form'))
    .then((module) => ({ default: module.EnquiryForm })),
)

/**
 * The enquiry form, with its frame at its size while its code loads (nothing moves). A page
 * prerendered at build time holds the frame, never the form (WhenHydrated).
 */
export function LazyEnquiryForm(props: EnquiryFormProps) {
  return (
    <WhenHydrated fallback={<EnquiryFormSkeleton />}>
      <Suspense fallback={<EnquiryFormSkeleton />}>
        <EnquiryForm {...props} />
      </Suspense>
    </WhenHydrated>
  )
}

function FieldSkeleton({ inputClassName = 'h-10' }: { inputClassName?: string }) {
  return (
    <div className="space-y-2">
      {/* A label's line box is 24 px tall. */}
      <div className="flex h-6 items-center">
        <div className="skeleton h-3.5 w-24" />
      </div>
      <div className={`skeleton w-full ${inputClassName}`} />
    </div>
  )
}

function EnquiryFormSkeleton() {
  return (
    <div role="status" aria-label={m.booking_enquiry_loading()} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldSkeleton />
        <FieldSkeleton />
      </div>
      <FieldSkeleton />
      <FieldSkeleton inputClassName="h-[162px] md:h-[138px]" />
      <div className="skeleton h-12 w-full sm:w-44" />
    </div>
  )
}
