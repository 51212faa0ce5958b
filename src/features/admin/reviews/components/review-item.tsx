import { BadgeCheck, MapPin, PenLine, Quote, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { RatingStars } from '@/components/ui/rating-stars'
import { formatMonth, formatReviewDay } from '@/lib/dates'
import { langAttribute } from '@/lib/i18n/content'
import { afterSuccess } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import { ManagedItemCard } from '@/features/admin/layout/components/managed-item-card'
import { useDeleteReview } from '../api/delete-review'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import { ReviewEditForm } from './review-edit-form'
import * as m from '@/paraglide/messages'

/** One review: guest, text, the active toggle, edit in place and delete. */
export function ReviewItem({ review }: { review: AdminReview }) {
  const updateReview = useUpdateReview()
  const deleteReview = useDeleteReview()

  const handleToggle = (isActive: boolean) =>
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: { is_active: isActive } },
      {
        onSuccess: () => toast.success(m.admin_reviews_updated()),
      },
    )

  // The deleted item leaves the refreshed list before mutate's callbacks would run.
  const handleDelete = () =>
    afterSuccess(deleteReview.mutateAsync({ id: review.id, villaId: review.villa_id }), () =>
      toast.success(m.admin_reviews_deleted()),
    )

  // A guest's review through their stay link waits, hidden, until staff approve it.
  const isAwaitingApproval = review.source === 'guest' && review.approved_at === null
  const handleApprove = () =>
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: { is_active: true } },
      {
        onSuccess: () =>
          toast.success(m.admin_reviews_approved(), {
            description: m.admin_reviews_approved_detail(),
          }),
      },
    )

  return (
    <ManagedItemCard
      label={m.admin_reviews_by({ name: review.guest_name })}
      displayOrder={review.display_order}
      isActive={review.is_active}
      isToggling={updateReview.isPending}
      isDeleting={deleteReview.isPending}
      deleteConfirmation={m.admin_reviews_delete_question()}
      deleteLabel={m.admin_reviews_delete()}
      onToggle={handleToggle}
      onDelete={handleDelete}
      renderEditForm={(onDone) => <ReviewEditForm review={review} onDone={onDone} />}
    >
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs" data-testid="review-source">
        {review.source === 'guest' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2 py-0.5 font-medium text-navy">
            <UserRound className="size-3" aria-hidden="true" /> {m.admin_reviews_by_guest()}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
            <PenLine className="size-3" aria-hidden="true" /> {m.admin_reviews_by_staff()}
          </span>
        )}
        {isAwaitingApproval && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
            {m.admin_reviews_awaiting()}
          </span>
        )}
        <span
          className="rounded-full border px-2 py-0.5 text-muted-foreground"
          data-testid="review-language"
        >
          {review.language === 'fr' ? m.admin_reviews_written_fr() : m.admin_reviews_written_en()}
        </span>
      </p>
      <blockquote className="mt-3 flex gap-2 text-sm leading-relaxed">
        <Quote className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        <p className="whitespace-pre-line" lang={langAttribute(review.language)}>
          {review.review_text}
        </p>
      </blockquote>
      <p className="mt-3 text-sm font-semibold text-navy">{review.guest_name}</p>
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <MapPin className="size-3" aria-hidden="true" />{' '}
        {/* Written by the guest, in the review's language. */}
        <span lang={langAttribute(review.language)}>{review.guest_location}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {review.rating === null ? (
          <span className="font-medium text-amber-800">{m.admin_reviews_no_rating()}</span>
        ) : (
          <RatingStars value={review.rating} className="text-sm" />
        )}
        {review.is_verified && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <BadgeCheck className="size-3.5" aria-hidden="true" /> {m.admin_reviews_verified()}
          </span>
        )}
        <span>
          {review.stay_month
            ? m.admin_reviews_stayed_in({ month: formatMonth(review.stay_month) })
            : m.admin_reviews_no_month()}
        </span>
        <span>
          {isAwaitingApproval
            ? m.admin_reviews_received({ day: formatReviewDay(review.published_on) })
            : m.admin_reviews_published({ day: formatReviewDay(review.published_on) })}
        </span>
      </div>
      {isAwaitingApproval && (
        <Button
          type="button"
          size="sm"
          className="mt-3 h-9"
          disabled={updateReview.isPending}
          onClick={handleApprove}
        >
          <BadgeCheck aria-hidden="true" />
          {m.admin_reviews_approve()}
        </Button>
      )}
    </ManagedItemCard>
  )
}
