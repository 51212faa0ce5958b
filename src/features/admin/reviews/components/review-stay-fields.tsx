import { useId, useMemo } from 'react'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { formatDay, parisToday } from '@/lib/dates'
import { useAdminReviews } from '../api/get-admin-reviews'
import { usePastStays, type PastStay } from '../api/get-past-stays'
import {
  stayMonthOptions,
  stayYears,
  type ReviewDraft,
  type ReviewField,
} from '../lib/review-input'
import * as m from '@/paraglide/messages'

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm'

interface ReviewStayFieldsProps {
  villaId: string
  reviewId?: string
  draft: ReviewDraft
  errors: Partial<Record<ReviewField, string>>
  onChange: (draft: ReviewDraft) => void
}

/** "Jul 12, 2026 – Jul 19, 2026 · Michael Rosen" */
function stayLabel(stay: PastStay) {
  return `${formatDay(stay.check_in)} – ${formatDay(stay.check_out)} · ${stay.guest_name}`
}

/**
 * The stay a review is about: a finished confirmed booking of the villa (the review is then a
 * "Verified stay" and takes the booking's month), or a month and year as the guest told us.
 */
export function ReviewStayFields({
  villaId,
  reviewId,
  draft,
  errors,
  onChange,
}: ReviewStayFieldsProps) {
  const id = useId()
  const stays = usePastStays(villaId)
  const reviews = useAdminReviews(villaId)
  const years = useMemo(() => stayYears(parisToday()), [])
  // A stay can back one review: those already linked to another review are not offered.
  const taken = new Set(
    (reviews.data ?? [])
      .filter((review) => review.id !== reviewId && review.booking_id)
      .map((review) => review.booking_id),
  )
  const linked = stays.data?.find((stay) => stay.id === draft.booking_id)

  const pickStay = (bookingId: string) => {
    const stay = stays.data?.find((candidate) => candidate.id === bookingId)
    if (!stay) return onChange({ ...draft, booking_id: '' })
    const [year, month] = stay.check_in.split('-')
    onChange({
      ...draft,
      booking_id: bookingId,
      stay_year: year!,
      stay_month: String(Number(month)),
    })
  }

  const stayHint = stays.isPending
    ? m.admin_reviews_stays_loading()
    : stays.isError
      ? m.admin_reviews_stays_failed()
      : stays.data.length === 0
        ? m.admin_reviews_no_stays()
        : m.admin_reviews_link_hint()

  return (
    <div className="grid grid-cols-2 gap-4">
      <AdminFormField
        htmlFor={`${id}-stay`}
        label={m.admin_reviews_verified()}
        hint={stayHint}
        error={errors.booking_id}
        className="col-span-2"
      >
        <select
          id={`${id}-stay`}
          className={selectClass}
          value={draft.booking_id}
          disabled={!stays.data || (stays.data.length === 0 && !draft.booking_id)}
          {...fieldErrorProps(`${id}-stay`, errors.booking_id)}
          onChange={(event) => pickStay(event.target.value)}
        >
          <option value="">{m.admin_reviews_not_linked()}</option>
          {draft.booking_id && !linked && (
            <option value={draft.booking_id}>{m.admin_reviews_linked_booking()}</option>
          )}
          {stays.data?.map((stay) => (
            <option key={stay.id} value={stay.id} disabled={taken.has(stay.id)}>
              {stayLabel(stay)}
              {taken.has(stay.id) ? ` (${m.admin_reviews_already_reviewed()})` : ''}
            </option>
          ))}
        </select>
      </AdminFormField>
      <AdminFormField
        htmlFor={`${id}-month`}
        label={m.admin_reviews_month_of_stay()}
        error={errors.stay_month}
        hint={draft.booking_id ? m.admin_reviews_month_from_stay() : m.admin_reviews_optional()}
      >
        <select
          id={`${id}-month`}
          className={selectClass}
          value={draft.stay_month}
          disabled={Boolean(draft.booking_id)}
          {...fieldErrorProps(`${id}-month`, errors.stay_month)}
          onChange={(event) => onChange({ ...draft, stay_month: event.target.value })}
        >
          <option value="">{m.admin_analytics_month()}</option>
          {stayMonthOptions().map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </AdminFormField>
      <AdminFormField htmlFor={`${id}-year`} label={m.admin_reviews_year_of_stay()}>
        <select
          id={`${id}-year`}
          className={selectClass}
          value={draft.stay_year}
          disabled={Boolean(draft.booking_id)}
          aria-invalid={errors.stay_month ? true : undefined}
          onChange={(event) => onChange({ ...draft, stay_year: event.target.value })}
        >
          <option value="">{m.admin_reviews_year()}</option>
          {(draft.stay_year && !years.includes(draft.stay_year)
            ? [...years, draft.stay_year]
            : years
          ).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </AdminFormField>
    </div>
  )
}
