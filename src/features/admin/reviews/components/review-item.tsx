import { BadgeCheck, MapPin, PenLine, Quote, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { RatingStars } from '@/components/ui/rating-stars'
import { formatMonth, formatReviewDay } from '@/lib/dates'
import { afterSuccess } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import { ManagedItemCard } from '@/features/admin/layout/components/managed-item-card'
import { useDeleteReview } from '../api/delete-review'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import { ReviewEditForm } from './review-edit-form'

/** One review: guest, text, the active toggle, edit in place and delete. */
export function ReviewItem({ review }: { review: AdminReview }) {
  const updateReview = useUpdateReview()
  const deleteReview = useDeleteReview()

  const handleToggle = (isActive: boolean) =>
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: { is_active: isActive } },
      {
        onSuccess: () => toast.success('Review updated successfully'),
      },
    )

  // The deleted item leaves the refreshed list before mutate's callbacks would run.
  const handleDelete = () =>
    afterSuccess(deleteReview.mutateAsync({ id: review.id, villaId: review.villa_id }), () =>
      toast.success('Review deleted successfully'),
    )

  // A guest's review through their stay link waits, hidden, until staff approve it.
  const isAwaitingApproval = review.source === 'guest' && review.approved_at === null
  const handleApprove = () =>
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: { is_active: true } },
      {
        onSuccess: () =>
          toast.success('Review approved', { description: 'It is on the villa page.' }),
      },
    )

  return (
    <ManagedItemCard
      label={`Review by ${review.guest_name}`}
      displayOrder={review.display_order}
      isActive={review.is_active}
      isToggling={updateReview.isPending}
      isDeleting={deleteReview.isPending}
      deleteConfirmation="Are you sure you want to delete this review?"
      deleteLabel="Delete review"
      onToggle={handleToggle}
      onDelete={handleDelete}
      renderEditForm={(onDone) => <ReviewEditForm review={review} onDone={onDone} />}
    >
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs" data-testid="review-source">
        {review.source === 'guest' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2 py-0.5 font-medium text-navy">
            <UserRound className="size-3" aria-hidden="true" /> Written by the guest after their
            stay
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
            <PenLine className="size-3" aria-hidden="true" /> Added by staff
          </span>
        )}
        {isAwaitingApproval && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
            Awaiting approval
          </span>
        )}
      </p>
      <blockquote className="mt-3 flex gap-2 text-sm leading-relaxed">
        <Quote className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        <p className="whitespace-pre-line">{review.review_text}</p>
      </blockquote>
      <p className="mt-3 text-sm font-semibold text-navy">{review.guest_name}</p>
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <MapPin className="size-3" aria-hidden="true" /> {review.guest_location}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {review.rating === null ? (
          <span className="font-medium text-amber-800">No rating yet: edit to add one</span>
        ) : (
          <RatingStars value={review.rating} className="text-sm" />
        )}
        {review.is_verified && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified stay
          </span>
        )}
        <span>
          {review.stay_month
            ? `Stayed in ${formatMonth(review.stay_month)}`
            : 'Month of stay not given'}
        </span>
        <span>
          {isAwaitingApproval ? 'Received' : 'Published'} {formatReviewDay(review.published_on)}
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
          Approve and publish
        </Button>
      )}
    </ManagedItemCard>
  )
}
