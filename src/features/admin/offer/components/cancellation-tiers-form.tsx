import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { useSaveCancellationTiers } from '../api/save-cancellation-tiers'
import { formatAmount } from '../lib/amounts'
import {
  cancellationTiersSchema,
  tiersPayload,
  tiersValuesFrom,
  tierSentences,
  type CancellationTier,
  type CancellationTiersValues,
} from '../lib/cancellation-tiers'
import { UnsavedNote } from './unsaved-note'

interface CancellationTiersFormProps {
  villaId: string
  tiers: readonly CancellationTier[]
  reletFee: number | null
}

/** The villa's cancellation tiers, edited together and saved in one request. */
export function CancellationTiersForm({ villaId, tiers, reletFee }: CancellationTiersFormProps) {
  const save = useSaveCancellationTiers()
  const form = useForm<CancellationTiersValues>({
    resolver: zodResolver(cancellationTiersSchema),
    defaultValues: tiersValuesFrom(tiers),
  })
  const { errors, isDirty } = form.formState
  const rows = useFieldArray({ control: form.control, name: 'tiers' })
  const watched = useWatch({ control: form.control, name: 'tiers' })
  const parsed = cancellationTiersSchema.safeParse({ tiers: watched })
  const sentences = parsed.success ? tierSentences(tiersPayload(parsed.data)) : null
  const listError = errors.tiers?.root?.message ?? errors.tiers?.message
  const listErrorId = `tiers-error-${villaId}`

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { villaId, tiers: tiersPayload(values) },
      {
        onSuccess: () => toast.success(m.admin_offer_tiers_saved()),
        onError: (error) =>
          form.setError('tiers', {
            message: error instanceof Error ? error.message : m.admin_offer_tiers_not_saved(),
          }),
      },
    ),
  )

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={m.admin_offer_tiers_form_label()}
      className="space-y-3"
      noValidate
    >
      <p className="text-xs text-muted-foreground">{m.admin_offer_tiers_help()}</p>
      <ul className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
        {rows.fields.map((row, index) => {
          const daysId = `tier-days-${row.id}`
          const percentId = `tier-percent-${row.id}`
          const rowErrors = errors.tiers?.[index]
          return (
            <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 sm:gap-3">
              <AdminFormField
                htmlFor={daysId}
                label={m.admin_offer_tiers_days_label()}
                error={rowErrors?.min_days_before?.message}
              >
                <Input
                  id={daysId}
                  type="number"
                  min="0"
                  step="1"
                  inputMode="numeric"
                  {...fieldErrorProps(daysId, rowErrors?.min_days_before?.message)}
                  {...form.register(`tiers.${index}.min_days_before`)}
                />
              </AdminFormField>
              <AdminFormField
                htmlFor={percentId}
                label={m.admin_offer_tiers_percent_label()}
                error={rowErrors?.charge_percent?.message}
              >
                <Input
                  id={percentId}
                  type="number"
                  min="0"
                  max="100"
                  step="0.01"
                  inputMode="decimal"
                  {...fieldErrorProps(percentId, rowErrors?.charge_percent?.message)}
                  {...form.register(`tiers.${index}.charge_percent`)}
                />
              </AdminFormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={m.admin_offer_tiers_remove({
                  days: watched[index]?.min_days_before || '?',
                })}
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          )
        })}
      </ul>
      {listError && (
        <p id={listErrorId} role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      {sentences && sentences.length > 0 && (
        <ul
          className="space-y-1 rounded-md bg-muted/50 px-3 py-2 text-sm text-navy"
          aria-live="polite"
        >
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
          {reletFee !== null && reletFee > 0 && (
            <li>{m.admin_offer_tiers_relet({ amount: formatAmount(reletFee) })}</li>
          )}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => rows.append({ min_days_before: '', charge_percent: '' })}
        >
          <Plus aria-hidden="true" /> {m.admin_offer_tiers_add()}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending || !isDirty}>
          {save.isPending ? m.admin_offer_saving() : m.admin_offer_tiers_save()}
        </Button>
        <UnsavedNote isDirty={isDirty} />
      </div>
    </form>
  )
}
