import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { isRefusal } from '@/lib/refusals'
import { toast } from '@/lib/toast'
import { useSaveDiscount } from '../api/save-discount'
import { toNumber } from '../lib/amounts'
import {
  DISCOUNT_KINDS,
  discountFormSchema,
  discountPayload,
  discountSentence,
  discountValuesFrom,
  newDiscountValues,
  thresholdLabel,
  type DiscountFormValues,
  type VillaDiscount,
} from '../lib/discounts'

interface DiscountFormDialogProps {
  villaId: string
  discount: VillaDiscount | null
  onClose: () => void
}

export function DiscountFormDialog({ villaId, discount, onClose }: DiscountFormDialogProps) {
  const save = useSaveDiscount()
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discount ? discountValuesFrom(discount) : newDiscountValues,
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control }) as DiscountFormValues
  const parsed = discountFormSchema.safeParse(values)
  const preview = parsed.success
    ? discountSentence({
        kind: parsed.data.kind,
        threshold: toNumber(parsed.data.threshold),
        percent: toNumber(parsed.data.percent),
        is_active: parsed.data.is_active,
      })
    : null

  const handleSubmit = form.handleSubmit((submitted) =>
    save.mutate(
      { id: discount?.id, payload: discountPayload(villaId, submitted) },
      {
        onSuccess: () => {
          toast.success(`Discount ${discount ? 'updated' : 'added'}`)
          onClose()
        },
        onError: (error) =>
          form.setError('threshold', {
            message: isRefusal(error, 'alreadyExists')
              ? 'This villa already has a discount of this kind from this threshold'
              : error instanceof Error
                ? error.message
                : 'It could not be saved',
          }),
      },
    ),
  )

  const title = discount ? 'Edit discount' : 'Add a discount'
  const thresholdError = errors.threshold?.message
  const percentError = errors.percent?.message
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>
            A percentage off the nights’ price when the stay qualifies.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          aria-label={title}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <AdminFormField htmlFor="discount-kind" label="Kind" className="sm:col-span-2">
            <select
              id="discount-kind"
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...form.register('kind')}
            >
              {DISCOUNT_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </AdminFormField>
          <AdminFormField
            htmlFor="discount-threshold"
            label={thresholdLabel(values.kind)}
            isRequired
            error={thresholdError}
          >
            <Input
              id="discount-threshold"
              type="number"
              min="0"
              step="1"
              inputMode="numeric"
              {...fieldErrorProps('discount-threshold', thresholdError)}
              {...form.register('threshold')}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="discount-percent"
            label="Discount (%)"
            isRequired
            error={percentError}
          >
            <Input
              id="discount-percent"
              type="number"
              min="0"
              max="90"
              step="0.01"
              inputMode="decimal"
              {...fieldErrorProps('discount-percent', percentError)}
              {...form.register('percent')}
            />
          </AdminFormField>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4 accent-navy" {...form.register('is_active')} />
            Active (applied in quotes)
          </label>
          {preview && (
            <p
              className="rounded-md bg-muted/50 px-3 py-2 text-sm text-navy sm:col-span-2"
              aria-live="polite"
            >
              {preview}
            </p>
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : discount ? 'Update discount' : 'Add discount'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
