import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
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
            message: isRefusal(error, 'alreadyExists')
              ? 'Another commune already has this INSEE code'
              : error instanceof Error
                ? error.message
                : 'It could not be saved',
          }),
      },
    ),
  )

  const title = commune ? 'Edit commune' : 'Add commune'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>
            The surcharges are percentages of the commune’s rate.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          aria-label={title}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          {FIELDS.map((field) => {
            const id = `commune-${field.name}`
            const error = errors[field.name]?.message
            return (
              <AdminFormField
                key={field.name}
                htmlFor={id}
                label={field.label}
                isRequired
                error={error}
                hint={field.hint}
                className={field.wide ? 'sm:col-span-2' : undefined}
              >
                <Input
                  id={id}
                  type={field.numeric ? 'number' : 'text'}
                  min={field.numeric ? '0' : undefined}
                  step={field.numeric ? '0.01' : undefined}
                  inputMode={field.numeric ? 'decimal' : undefined}
                  autoComplete="off"
                  {...fieldErrorProps(id, error)}
                  {...form.register(field.name)}
                />
              </AdminFormField>
            )
          })}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : commune ? 'Update commune' : 'Add commune'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
