import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { useTaxCommunes } from '@/features/admin/tourist-tax/api/get-tax-communes'
import { classificationLabel, VILLA_CLASSIFICATIONS } from '@/lib/villa-classification'
import * as m from '@/paraglide/messages'
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
        label={m.admin_villas_classification()}
        hint={m.admin_villas_classification_hint()}
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
        label={m.admin_villas_registration_number()}
        error={registrationError}
        hint={m.admin_villas_registration_hint()}
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
        label={m.admin_villas_tax_commune()}
        error={errors.tax_commune_id?.message}
        hint={
          communes.isError ? m.admin_villas_communes_failed() : m.admin_villas_tax_commune_hint()
        }
        className="sm:col-span-2"
      >
        {communes.isPending ? (
          <select id="villa-tax_commune_id" className={SELECT_CLASS} disabled>
            <option>{m.admin_villas_loading_communes()}</option>
          </select>
        ) : (
          <select
            id="villa-tax_commune_id"
            className={SELECT_CLASS}
            {...fieldErrorProps('villa-tax_commune_id', errors.tax_commune_id?.message)}
            {...form.register('tax_commune_id')}
          >
            <option value="">{m.admin_villas_no_tax_commune()}</option>
            {communes.data?.map((commune) => (
              <option key={commune.id} value={commune.id}>
                {commune.name} ({commune.insee_code})
              </option>
            ))}
            {communes.isError && currentCommune && (
              <option value={currentCommune}>{m.admin_villas_commune_before()}</option>
            )}
          </select>
        )}
      </AdminFormField>
    </div>
  )
}
