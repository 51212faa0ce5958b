import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import {
  AdminCheckbox,
  AdminFormPreview,
  AdminInputField,
  AdminSelectField,
  DECIMAL_INPUT,
  WHOLE_NUMBER_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'
import { formatDay } from '@/lib/dates'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import type { VillaSeason } from '../api/get-villa-offer'
import { useSaveCharge } from '../api/save-charge'
import {
  chargeUnits,
  chargeFormSchema,
  chargePayload,
  chargeSentence,
  chargeValuesFrom,
  EVERY_SEASON,
  seasonName,
  newChargeValues,
  type ChargeFormValues,
  type VillaCharge,
} from '../lib/charges'
import { isDecimalIn, toNumber } from '../lib/amounts'

interface ChargeFormDialogProps {
  villaId: string
  /** The charge being edited, or null to add one of `kind`. */
  charge: VillaCharge | null
  kind: 'fee' | 'extra'
  nextOrder: number
  seasons: readonly VillaSeason[]
  onClose: () => void
}

export function ChargeFormDialog({
  villaId,
  charge,
  kind,
  nextOrder,
  seasons,
  onClose,
}: ChargeFormDialogProps) {
  const save = useSaveCharge()
  const form = useForm<ChargeFormValues>({
    resolver: zodResolver(chargeFormSchema),
    defaultValues: charge ? chargeValuesFrom(charge) : newChargeValues(kind, nextOrder),
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control }) as ChargeFormValues
  const isExtra = values.kind === 'extra'
  const season = seasons.find((candidate) => candidate.id === values.season_id)
  const preview = isDecimalIn(values.amount ?? '', 0, 100_000)
    ? chargeSentence(
        {
          name: values.name || m.admin_offer_charge_unnamed(),
          name_fr: values.name_fr,
          amount: toNumber(values.amount),
          unit: values.unit,
          is_optional: isExtra,
          is_active: values.is_active,
        },
        season,
      )
    : null

  const handleSubmit = form.handleSubmit((submitted) =>
    save.mutate(
      { id: charge?.id, payload: chargePayload(villaId, submitted) },
      {
        onSuccess: () => {
          const isExtraSaved = submitted.kind === 'extra'
          toast.success(
            charge
              ? isExtraSaved
                ? m.admin_offer_extra_updated()
                : m.admin_offer_fee_updated()
              : isExtraSaved
                ? m.admin_offer_extra_added()
                : m.admin_offer_fee_added(),
          )
          onClose()
        },
        onError: (error) =>
          form.setError('name', {
            message: saveErrorText(error, m.admin_offer_charge_duplicate()),
          }),
      },
    ),
  )

  const title = charge
    ? isExtra
      ? m.admin_offer_edit_extra()
      : m.admin_offer_edit_fee()
    : isExtra
      ? m.admin_offer_add_an_extra()
      : m.admin_offer_add_a_fee()
  const submitLabel = charge
    ? isExtra
      ? m.admin_offer_update_extra()
      : m.admin_offer_update_fee()
    : isExtra
      ? m.admin_offer_add_extra()
      : m.admin_offer_add_fee()
  // The English side's example stays English, the French side's French.
  const placeholder = (lang: 'en' | 'fr') =>
    isExtra
      ? m.admin_offer_charge_name_placeholder_extra({}, { locale: lang })
      : m.admin_offer_charge_name_placeholder_fee({}, { locale: lang })
  return (
    <AdminFormDialog
      title={title}
      description={m.admin_offer_charge_dialog_description()}
      className="max-h-[92vh] max-w-xl overflow-y-auto"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={submitLabel}
    >
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium">{m.admin_offer_kind()}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="fee"
              className="size-4 accent-navy"
              {...form.register('kind')}
            />
            {m.admin_offer_kind_fee()}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="extra"
              className="size-4 accent-navy"
              {...form.register('kind')}
            />
            {m.admin_offer_kind_extra()}
          </label>
        </div>
      </fieldset>
      <BilingualField
        id="charge-name"
        label={m.admin_offer_charge_name()}
        isRequired
        english={values.name}
        french={values.name_fr}
        errors={{ en: errors.name?.message, fr: errors.name_fr?.message }}
        className="sm:col-span-2"
      >
        {(side) => (
          <Input
            id={side.id}
            lang={side.lang}
            placeholder={placeholder(side.lang)}
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            aria-invalid={side.isInvalid || undefined}
            {...form.register(side.lang === 'en' ? 'name' : 'name_fr')}
          />
        )}
      </BilingualField>
      <BilingualField
        id="charge-description"
        label={m.admin_offer_charge_description()}
        hint={m.admin_offer_charge_description_hint()}
        english={values.description}
        french={values.description_fr}
        errors={{ en: errors.description?.message, fr: errors.description_fr?.message }}
        className="sm:col-span-2"
      >
        {(side) => (
          <Textarea
            id={side.id}
            lang={side.lang}
            rows={2}
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            aria-invalid={side.isInvalid || undefined}
            {...form.register(side.lang === 'en' ? 'description' : 'description_fr')}
          />
        )}
      </BilingualField>
      <AdminInputField
        id="charge-amount"
        label={m.admin_offer_charge_amount()}
        isRequired
        error={errors.amount?.message}
        {...DECIMAL_INPUT}
        {...form.register('amount')}
      />
      <AdminSelectField
        id="charge-unit"
        label={m.admin_offer_charge_unit()}
        {...form.register('unit')}
      >
        {chargeUnits().map((unit) => (
          <option key={unit.value} value={unit.value}>
            {unit.label}
          </option>
        ))}
      </AdminSelectField>
      <AdminSelectField
        id="charge-season"
        label={m.admin_offer_charge_season_label()}
        hint={m.admin_offer_charge_season_hint()}
        className="sm:col-span-2"
        {...form.register('season_id')}
      >
        <option value={EVERY_SEASON}>
          {isExtra ? m.admin_offer_all_year_extra() : m.admin_offer_all_year_fee()}
        </option>
        {seasons.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {seasonName(candidate)} ({formatDay(candidate.start_date)} –{' '}
            {formatDay(candidate.end_date)})
          </option>
        ))}
      </AdminSelectField>
      <AdminInputField
        id="charge-display_order"
        label={m.admin_offer_charge_order()}
        error={errors.display_order?.message}
        hint={m.admin_offer_charge_order_hint()}
        {...WHOLE_NUMBER_INPUT}
        {...form.register('display_order')}
      />
      <AdminCheckbox
        label={m.admin_offer_charge_active()}
        className="self-end pb-2"
        {...form.register('is_active')}
      />
      {preview && <AdminFormPreview>{preview}</AdminFormPreview>}
    </AdminFormDialog>
  )
}
