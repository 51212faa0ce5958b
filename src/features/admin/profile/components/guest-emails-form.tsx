import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { useUpdateGuestEmailSettings } from '../api/update-guest-email-settings'
import {
  GUEST_EMAIL_KINDS,
  guestEmailSettingsSchema,
  type GuestEmailSettings,
} from '../lib/guest-email-settings'
import * as m from '@/paraglide/messages'

const dayFields = () =>
  [
    {
      field: 'depositDays',
      label: m.admin_profile_deposit_days(),
      hint: m.admin_profile_deposit_days_hint(),
    },
    {
      field: 'balanceDays',
      label: m.admin_profile_balance_days(),
      hint: m.admin_profile_balance_days_hint(),
    },
    {
      field: 'arrivalDays',
      label: m.admin_profile_arrival_days(),
      hint: m.admin_profile_arrival_days_hint(),
    },
  ] as const

/** Each guest email on or off, and how many days ahead the timed ones go; filled once. */
export function GuestEmailsForm({ saved }: { saved: GuestEmailSettings }) {
  const id = useId()
  const form = useForm<GuestEmailSettings>({
    resolver: zodResolver(guestEmailSettingsSchema),
    defaultValues: saved,
  })
  const update = useUpdateGuestEmailSettings()
  const errors = form.formState.errors

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      { saved, values },
      {
        onSuccess: () => {
          form.reset(values)
          toast.success(m.admin_settings_updated(), {
            description: m.admin_profile_guest_emails_saved(),
          })
        },
      },
    ),
  )

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-5 space-y-6"
      aria-label={m.admin_profile_guest_emails()}
    >
      <ul className="divide-y rounded-md border">
        {GUEST_EMAIL_KINDS.map(({ kind, label, hint }) => {
          const switchId = `${id}-${kind}`
          return (
            <li key={kind} className="flex items-start justify-between gap-4 p-3 sm:p-4">
              <div className="min-w-0">
                <label htmlFor={switchId} className="text-sm font-medium text-navy">
                  {label()}
                </label>
                <p id={`${switchId}-hint`} className="mt-0.5 text-xs text-muted-foreground">
                  {hint()}
                </p>
              </div>
              <Controller
                control={form.control}
                name={`enabled.${kind}`}
                render={({ field }) => (
                  <Switch
                    id={switchId}
                    aria-describedby={`${switchId}-hint`}
                    className="mt-0.5"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </li>
          )
        })}
      </ul>
      <div className="grid gap-4 sm:grid-cols-3">
        {dayFields().map(({ field, label, hint }) => {
          const inputId = `${id}-${field}`
          const error = errors[field]?.message
          return (
            <AdminFormField key={field} htmlFor={inputId} label={label} hint={hint} error={error}>
              <Input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                className="max-w-32"
                {...fieldErrorProps(inputId, error)}
                {...form.register(field)}
              />
            </AdminFormField>
          )
        })}
      </div>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? m.admin_settings_saving() : m.admin_profile_save_guest_emails()}
        </Button>
      </div>
    </form>
  )
}
