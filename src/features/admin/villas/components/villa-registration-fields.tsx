import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { useTaxCommunes } from '@/features/admin/tourist-tax/api/get-tax-communes'
import { classificationLabel, VILLA_CLASSIFICATIONS } from '@/lib/villa-classification'
import type { VillaFormValues } from '../lib/villa-form'

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive'

/** Classification, registration number (loi Le Meur) and the commune its tourist tax goes to. */
export function VillaRegistrationFields({ form }: { form: UseFormReturn<VillaFormValues> }) {
  const { errors } = form.formState
  const communes = useTaxCommunes()
  const registrationError = errors.registration_number?.message
  const currentCommune = form.getValues('tax_commune_id')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdminFormField
        htmlFor="villa-classification"
        label="Classification"
        hint="The official star rating of a furnished tourist rental; it sets the tourist-tax rate."
      >
        <select
          id="villa-classification"
          className={SELECT_CLASS}
          {...form.register('classification')}
        >
          {VILLA_CLASSIFICATIONS.map((classification) => (
            <option key={classification} value={classification}>
              {classificationLabel(classification)}
            </option>
          ))}
        </select>
      </AdminFormField>
      <AdminFormField
        htmlFor="villa-registration_number"
        label="Registration number"
        error={registrationError}
        hint="Loi Le Meur: compulsory on every listing of a published villa. 13 characters, e.g. 83118000452AZ."
      >
        <Input
          id="villa-registration_number"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          placeholder="83118000452AZ"
          className="font-mono uppercase"
          {...fieldErrorProps('villa-registration_number', registrationError)}
          {...form.register('registration_number')}
        />
      </AdminFormField>
      <AdminFormField
        htmlFor="villa-tax_commune_id"
        label="Tourist-tax commune"
        error={errors.tax_commune_id?.message}
        hint={
          communes.isError
            ? 'The communes could not be loaded; the current choice is kept.'
            : 'Its rates are set on the Tourist tax screen. None: the quote shows no tourist tax.'
        }
        className="sm:col-span-2"
      >
        {communes.isPending ? (
          <select id="villa-tax_commune_id" className={SELECT_CLASS} disabled>
            <option>Loading communes…</option>
          </select>
        ) : (
          <select
            id="villa-tax_commune_id"
            className={SELECT_CLASS}
            {...fieldErrorProps('villa-tax_commune_id', errors.tax_commune_id?.message)}
            {...form.register('tax_commune_id')}
          >
            <option value="">None (no tourist tax quoted)</option>
            {communes.data?.map((commune) => (
              <option key={commune.id} value={commune.id}>
                {commune.name} ({commune.insee_code})
              </option>
            ))}
            {communes.isError && currentCommune && (
              <option value={currentCommune}>The commune chosen before</option>
            )}
          </select>
        )}
      </AdminFormField>
    </div>
  )
}
