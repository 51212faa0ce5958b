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

const FIELDS: {
  name: keyof CommuneFormValues
  label: string
  hint?: string
  numeric?: boolean
  wide?: boolean
}[] = [
  { name: 'name', label: 'Name', wide: true },
  { name: 'insee_code', label: 'INSEE code', hint: 'Not the postcode: Saint-Raphaël is 83118.' },
  {
    name: 'departmental_surcharge_percent',
    label: 'Department surcharge (%)',
    hint: '10 in the Var and the Alpes-Maritimes.',
    numeric: true,
  },
  {
    name: 'regional_surcharge_percent',
    label: 'Region surcharge (%)',
    hint: '34 in the Var since 2023; 0 where none.',
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
          toast.success(`Commune ${commune ? 'updated' : 'added'}`)
          onClose()
        },
        onError: (error) =>
          form.setError('insee_code', {
            message: saveErrorText(error, 'Another commune already has this INSEE code'),
          }),
      },
    ),
  )

  const title = commune ? 'Edit commune' : 'Add commune'
  return (
    <AdminFormDialog
      title={title}
      description="The surcharges are percentages of the commune’s rate."
      className="max-w-lg"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={commune ? 'Update commune' : 'Add commune'}
    >
      {FIELDS.map((field) => (
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
