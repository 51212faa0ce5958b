import { useId } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { StarRatingInput } from '@/components/ui/star-rating-input'
import { Textarea } from '@/components/ui/textarea'
import { fieldErrorProps } from '@/lib/form-rules'
import { refusalMessage } from '@/lib/refusals'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import { useSubmitStayReview } from '../api/submit-stay-review'
import {
  checkStayReview,
  emptyStayReview,
  fieldOfRefusal,
  REVIEW_TEXT_MAX,
  type StayReviewValues,
} from '../lib/stay-review-form'

const resolver: Resolver<StayReviewValues> = (values) => {
  const errors = checkStayReview(values)
  if (Object.keys(errors).length === 0) return { values, errors: {} }
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'check', message }]),
    ),
  }
}

/**
 * The guest's rating and words, signed with the name and place they choose. A refusal naming a
 * field shows beside it; anything else above the button. What was typed always stays.
 */
export function StayReviewForm({ token, signature }: { token: string; signature: string }) {
  const id = useId()
  const form = useForm<StayReviewValues>({ resolver, defaultValues: emptyStayReview(signature) })
  const submit = useSubmitStayReview(token)
  const errors = form.formState.errors
  const ids = { text: `${id}-text`, name: `${id}-name`, place: `${id}-place` }
  const textLength = form.watch('reviewText').length

  const send = (values: StayReviewValues) =>
    submit.mutate(values, {
      onError: (error) => {
        const field = fieldOfRefusal(error)
        if (field) form.setError(field, { message: (error as Error).message })
      },
    })
  const failure =
    submit.isError && !fieldOfRefusal(submit.error)
      ? (refusalMessage(submit.error, 'stayLinkInvalid', 'wrongState') ?? m.booking_review_failed())
      : null

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-6">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <div className="space-y-2">
        <Label htmlFor={ids.text}>{m.booking_review_eyebrow()}</Label>
        <Textarea
          id={ids.text}
          rows={7}
          maxLength={REVIEW_TEXT_MAX}
          placeholder={m.booking_review_placeholder()}
          {...form.register('reviewText')}
          {...fieldErrorProps(ids.text, errors.reviewText?.message)}
        />
        <div className="flex justify-between gap-3">
          <FieldError fieldId={ids.text} message={errors.reviewText?.message} />
          <p className="ml-auto text-xs text-muted-foreground" aria-hidden="true">
            {textLength.toLocaleString(intlLocale())} /{' '}
            {REVIEW_TEXT_MAX.toLocaleString(intlLocale())}
          </p>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={ids.name}>{m.booking_review_signed_as()}</Label>
          <Input
            id={ids.name}
            autoComplete="off"
            {...form.register('guestName')}
            {...fieldErrorProps(ids.name, errors.guestName?.message)}
          />
          <FieldError fieldId={ids.name} message={errors.guestName?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.place}>{m.booking_review_from()}</Label>
          <Input
            id={ids.place}
            autoComplete="address-level2"
            placeholder={m.booking_review_from_placeholder()}
            {...form.register('guestLocation')}
            {...fieldErrorProps(ids.place, errors.guestLocation?.message)}
          />
          <FieldError fieldId={ids.place} message={errors.guestLocation?.message} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{m.booking_review_shown()}</p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? m.booking_review_sending() : m.booking_review_send()}
      </Button>
    </form>
  )
}
