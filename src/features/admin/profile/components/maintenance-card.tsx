import { Construction } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useMaintenanceSettings } from '../api/get-maintenance-settings'
import { useUpdateMaintenanceSettings } from '../api/update-maintenance-settings'
import * as m from '@/paraglide/messages'
import {
  canSaveMaintenance,
  maintenancePasswordRequired,
  maintenanceFormSchema,
  type MaintenanceSettings,
} from '../lib/maintenance-settings'

/** The site-wide maintenance switch and the password visitors can use to get through. */
export function MaintenanceCard() {
  const settings = useMaintenanceSettings()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Construction className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_maintenance()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_profile_maintenance_intro()}</p>
      {settings.isPending ? (
        <AdminLoading label={m.admin_profile_loading_settings()} />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError
            message={m.admin_profile_maintenance_failed()}
            onRetry={() => settings.refetch()}
          />
        </div>
      ) : (
        <MaintenanceForm
          key={`${settings.data.isOn}-${settings.data.password}`}
          saved={settings.data}
        />
      )}
    </Card>
  )
}

function MaintenanceForm({ saved }: { saved: MaintenanceSettings }) {
  const form = useForm<MaintenanceSettings>({
    resolver: zodResolver(maintenanceFormSchema),
    defaultValues: saved,
  })
  const update = useUpdateMaintenanceSettings()
  const id = useId()
  const [isOn, password] = form.watch(['isOn', 'password'])
  // Said as soon as the password is blank (saving is disabled until then), not only on submit.
  const passwordError = canSaveMaintenance(password) ? undefined : maintenancePasswordRequired()

  const handleSubmit = form.handleSubmit((values) => {
    // The form is keyed by the saved settings: the refreshed settings remount it before the
    // mutation settles, so the toasts hang on the promise, not on this form's observer.
    update.mutateAsync(values).then(
      () =>
        toast.success(m.admin_settings_updated(), {
          description: values.isOn
            ? m.admin_profile_maintenance_is_on()
            : m.admin_profile_maintenance_is_off(),
        }),
      // Its failure toast comes from the mutation (api/update-maintenance-settings.ts).
      () => undefined,
    )
  })

  return (
    <form onSubmit={handleSubmit} className="mt-5 space-y-5">
      <div className="flex items-center justify-between gap-4 rounded-md border bg-ivory p-4">
        <div>
          <Label htmlFor={`${id}-mode`}>{m.admin_profile_maintenance_mode()}</Label>
          <p className="text-xs text-muted-foreground">
            {isOn ? m.admin_profile_site_closed() : m.admin_profile_site_open()}
          </p>
        </div>
        <Controller
          control={form.control}
          name="isOn"
          render={({ field }) => (
            <Switch id={`${id}-mode`} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <AdminFormField
        htmlFor={`${id}-password`}
        label={m.admin_profile_bypass_password()}
        isRequired
        hint={m.admin_profile_bypass_hint()}
        error={passwordError}
      >
        <Input
          id={`${id}-password`}
          autoComplete="off"
          {...fieldErrorProps(`${id}-password`, passwordError)}
          {...form.register('password')}
        />
      </AdminFormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || passwordError !== undefined}>
          {update.isPending ? m.admin_settings_saving() : m.admin_profile_save_settings()}
        </Button>
      </div>
    </form>
  )
}
