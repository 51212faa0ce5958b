import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { useUpdateEmailSettings } from '../api/update-email-settings'
import { emailSettingsSchema, type EmailSettings } from '../lib/email-settings'
import * as m from '@/paraglide/messages'

/** The editor of the email settings; `saved` fills it once (mount it when they have loaded). */
export function EmailSettingsForm({ saved }: { saved: EmailSettings }) {
  const id = useId()
  const form = useForm<EmailSettings>({
    resolver: zodResolver(emailSettingsSchema),
    defaultValues: saved,
  })
  const update = useUpdateEmailSettings()
  const errors = form.formState.errors

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      { saved, values },
      {
        onSuccess: () => {
          form.reset(values)
          toast.success(m.admin_settings_updated(), {
            description: m.admin_profile_email_saved(),
          })
        },
        // A refusal's toast (the database's sentence names the field and the rule) comes from
        // the mutation; the form keeps what was typed.
      },
    ),
  )

  const staffId = `${id}-staff`
  const senderId = `${id}-sender`
  const replyId = `${id}-reply`
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-5 space-y-4"
      aria-label={m.admin_profile_email_notifications()}
    >
      <AdminFormField
        htmlFor={staffId}
        label={m.admin_profile_staff_emails()}
        isRequired
        hint={m.admin_profile_staff_emails_hint()}
        error={errors.staffEmails?.message}
      >
        <Textarea
          id={staffId}
          rows={3}
          autoComplete="off"
          spellCheck={false}
          {...fieldErrorProps(staffId, errors.staffEmails?.message)}
          {...form.register('staffEmails')}
        />
      </AdminFormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminFormField
          htmlFor={senderId}
          label={m.admin_profile_sender_name()}
          isRequired
          hint={m.admin_profile_sender_name_hint()}
          error={errors.senderName?.message}
        >
          <Input
            id={senderId}
            autoComplete="off"
            {...fieldErrorProps(senderId, errors.senderName?.message)}
            {...form.register('senderName')}
          />
        </AdminFormField>
        <AdminFormField
          htmlFor={replyId}
          label={m.admin_profile_reply_to()}
          isRequired
          hint={m.admin_profile_reply_to_hint()}
          error={errors.replyTo?.message}
        >
          <Input
            id={replyId}
            type="email"
            autoComplete="off"
            {...fieldErrorProps(replyId, errors.replyTo?.message)}
            {...form.register('replyTo')}
          />
        </AdminFormField>
      </div>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? m.admin_settings_saving() : m.admin_profile_save_email()}
        </Button>
      </div>
    </form>
  )
}
