import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  AdminCheckbox,
  AdminFormPreview,
  AdminInputField,
  AdminSelectField,
  DECIMAL_INPUT,
  WHOLE_NUMBER_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'
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
            message: saveErrorText(
              error,
              'This villa already has a discount of this kind from this threshold',
            ),
          }),
      },
    ),
  )

  const title = discount ? 'Edit discount' : 'Add a discount'
  return (
    <AdminFormDialog
      title={title}
      description="A percentage off the nights’ price when the stay qualifies."
      className="max-w-lg"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={discount ? 'Update discount' : 'Add discount'}
    >
      <AdminSelectField
        id="discount-kind"
        label="Kind"
        className="sm:col-span-2"
        {...form.register('kind')}
      >
        {DISCOUNT_KINDS.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {kind.label}
          </option>
        ))}
      </AdminSelectField>
      <AdminInputField
        id="discount-threshold"
        label={thresholdLabel(values.kind)}
        isRequired
        error={errors.threshold?.message}
        {...WHOLE_NUMBER_INPUT}
        {...form.register('threshold')}
      />
      <AdminInputField
        id="discount-percent"
        label="Discount (%)"
        isRequired
        error={errors.percent?.message}
        {...DECIMAL_INPUT}
        max="90"
        {...form.register('percent')}
      />
      <AdminCheckbox
        label="Active (applied in quotes)"
        className="sm:col-span-2"
        {...form.register('is_active')}
      />
      {preview && <AdminFormPreview>{preview}</AdminFormPreview>}
    </AdminFormDialog>
  )
}
