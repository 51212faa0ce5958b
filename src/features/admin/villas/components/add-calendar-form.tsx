import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { isRefusal } from '@/lib/refusals'
import * as m from '@/paraglide/messages'
import { calendarFeedSchema, type CalendarFeedInput } from '../api/add-calendar-feed'

interface AddCalendarFormProps {
  villaId: string
  isAdding: boolean
  /** Resolves when the feed is saved; rejects with the database's error. */
  onAdd: (input: CalendarFeedInput) => Promise<void>
}

/** "Add a calendar": a name for its days' source, and the channel's iCal export link. */
export function AddCalendarForm({ villaId, isAdding, onAdd }: AddCalendarFormProps) {
  const form = useForm<CalendarFeedInput>({
    resolver: zodResolver(calendarFeedSchema),
    defaultValues: { name: '', url: '' },
  })
  const { errors } = form.formState
  const nameId = `calendar-feed-name-${villaId}`
  const urlId = `calendar-feed-url-${villaId}`

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await onAdd(input)
      form.reset()
    } catch (error) {
      const message = isRefusal(error, 'alreadyExists')
        ? m.admin_villas_calendar_exists()
        : (error as Error).message
      form.setError('url', { message })
    }
  })

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={m.admin_villas_add_calendar_title()}
      className="space-y-3"
      noValidate
    >
      <p className="text-sm font-medium">{m.admin_villas_add_calendar_title()}</p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AdminFormField
          htmlFor={nameId}
          label={m.admin_villas_channel()}
          error={errors.name?.message}
        >
          <Input
            id={nameId}
            placeholder="Airbnb"
            {...form.register('name')}
            {...fieldErrorProps(nameId, errors.name?.message)}
          />
        </AdminFormField>
        <AdminFormField
          htmlFor={urlId}
          label={m.admin_villas_ical_link()}
          error={errors.url?.message}
          hint={m.admin_villas_ical_link_hint()}
        >
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://www.airbnb.com/calendar/ical/….ics"
            {...form.register('url')}
            {...fieldErrorProps(urlId, errors.url?.message)}
          />
        </AdminFormField>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={isAdding}>
        <Plus aria-hidden="true" />
        {isAdding ? m.admin_villas_adding() : m.admin_villas_add_calendar()}
      </Button>
    </form>
  )
}
