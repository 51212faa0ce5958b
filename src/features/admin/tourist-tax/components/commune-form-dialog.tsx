import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { AdminInputField, DECIMAL_INPUT } from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'
import { toast } from '@/lib/toast'
import type { TaxCommune } from '../api/get-tax-communes'
import { useSaveTaxCommune } from '../api/save-tax-commune'
import {
  communeFormSchema,
  communePayload,
  communeValuesFrom,
  newCommuneValues,
  type CommuneFormValues,
} from '../lib/tax-forms'
import * as m from '@/paraglide/messages'

const fields = (): {
  name: keyof CommuneFormValues
  label: string
  hint?: string
  numeric?: boolean
  wide?: boolean
}[] => [
  { name: 'name', label: m.admin_tax_name(), wide: true },
  { name: 'insee_code', label: m.admin_tax_insee_code(), hint: m.admin_tax_insee_code_hint() },
  {
    name: 'departmental_surcharge_percent',
    label: m.admin_tax_department_surcharge(),
    hint: m.admin_tax_department_surcharge_hint(),
    numeric: true,
  },
  {
    name: 'regional_surcharge_percent',
    label: m.admin_tax_region_surcharge(),
    hint: m.admin_tax_region_surcharge_hint(),
    numeric: true,
  },
]

export function CommuneFormDialog({
  commune,
  onClose,
}: {
  commune: TaxCommune | null
  onClose: () => void
}) {
  const save = useSaveTaxCommune()
  const form = useForm<CommuneFormValues>({
    resolver: zodResolver(communeFormSchema),
    defaultValues: commune ? communeValuesFrom(commune) : newCommuneValues,
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: commune?.id, payload: communePayload(values) },
      {
        onSuccess: () => {
          toast.success(commune ? m.admin_tax_commune_updated() : m.admin_tax_commune_added())
          onClose()
        },
        onError: (error) =>
          form.setError('insee_code', {
            message: saveErrorText(error, m.admin_tax_insee_taken()),
          }),
      },
    ),
  )

  const title = commune ? m.admin_tax_edit_commune() : m.admin_tax_add_commune()
  return (
    <AdminFormDialog
      title={title}
      description={m.admin_tax_commune_form_description()}
      className="max-w-lg"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={commune ? m.admin_tax_update_commune() : m.admin_tax_add_commune()}
    >
      {fields().map((field) => (
        <AdminInputField
          key={field.name}
          id={`commune-${field.name}`}
          label={field.label}
          isRequired
          error={errors[field.name]?.message}
          hint={field.hint}
          className={field.wide ? 'sm:col-span-2' : undefined}
          autoComplete="off"
          {...(field.numeric ? DECIMAL_INPUT : { type: 'text' })}
          {...form.register(field.name)}
        />
      ))}
    </AdminFormDialog>
  )
}
