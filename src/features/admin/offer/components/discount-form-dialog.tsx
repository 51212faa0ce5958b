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
import * as m from '@/paraglide/messages'
import { useSaveDiscount } from '../api/save-discount'
import { toNumber } from '../lib/amounts'
import {
  discountKinds,
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
          toast.success(
            discount ? m.admin_offer_discount_updated() : m.admin_offer_discount_added(),
          )
          onClose()
        },
        onError: (error) =>
          form.setError('threshold', {
            message: saveErrorText(error, m.admin_offer_discount_duplicate()),
          }),
      },
    ),
  )

  const title = discount ? m.admin_offer_edit_discount() : m.admin_offer_add_a_discount()
  return (
    <AdminFormDialog
      title={title}
      description={m.admin_offer_discount_dialog_description()}
      className="max-w-lg"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={discount ? m.admin_offer_update_discount() : m.admin_offer_add_discount()}
    >
      <AdminSelectField
        id="discount-kind"
        label={m.admin_offer_kind()}
        className="sm:col-span-2"
        {...form.register('kind')}
      >
        {discountKinds().map((kind) => (
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
        label={m.admin_offer_discount_percent()}
        isRequired
        error={errors.percent?.message}
        {...DECIMAL_INPUT}
        max="90"
        {...form.register('percent')}
      />
      <AdminCheckbox
        label={m.admin_offer_discount_active()}
        className="sm:col-span-2"
        {...form.register('is_active')}
      />
      {preview && <AdminFormPreview>{preview}</AdminFormPreview>}
    </AdminFormDialog>
  )
}
