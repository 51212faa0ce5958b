import { Plus } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { quoteProblemText } from '@/components/offer/offer-text'
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
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { nextIsoDay, todayInParis } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { toast } from '@/lib/toast'
import { useBookingVillas } from '../api/get-booking-villas'
import { useCreateStaffBooking } from '../api/create-staff-booking'
import { useStaffQuote } from '../api/get-staff-quote'
import { parseAmount } from '../lib/booking-changes'
import {
  EMPTY_STAFF_BOOKING,
  partyOf,
  validateStaffBooking,
  type StaffBookingForm,
} from '../lib/staff-booking-form'
import * as m from '@/paraglide/messages'

function messageOf(error: unknown): string {
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : m.admin_bookings_save_failed()
}

/** "New booking" in Booking Management: the button and its dialog. */
export function NewBookingButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {m.admin_bookings_new()}
      </Button>
      {open && <NewBookingDialog onClose={() => setOpen(false)} />}
    </>
  )
}

/**
 * A booking taken by phone or email (issue 21): the same rules and quote as the site, or a price
 * staff state with its reason; saved as confirmed, the guest emailed with their booking link.
 */
export function NewBookingDialog({ onClose }: { onClose: () => void }) {
  const id = useId()
  const villas = useBookingVillas()
  const create = useCreateStaffBooking()
  const [form, setForm] = useState<StaffBookingForm>(EMPTY_STAFF_BOOKING)
  const [submitted, setSubmitted] = useState(false)
  const [today] = useState(todayInParis)
  const errors = validateStaffBooking(form)
  const shown = submitted ? errors : {}
  const party = partyOf(form)
  const quote = useStaffQuote({
    villaId: form.villaId,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    ...party,
  })
  const set = <K extends keyof StaffBookingForm>(key: K, value: StaffBookingForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  const field = (
    key: keyof StaffBookingForm,
    label: string,
    control: (props: {
      id: string
      'aria-invalid'?: boolean
      'aria-describedby'?: string
    }) => ReactNode,
    className?: string,
  ) => {
    const fieldId = `${id}-${key}`
    const error = shown[key]
    return (
      <div className={`grid content-start gap-1.5 ${className ?? ''}`}>
        <Label htmlFor={fieldId}>{label}</Label>
        {control({
          id: fieldId,
          ...(error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {}),
        })}
        {error && (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    )
  }

  const submit = async () => {
    setSubmitted(true)
    const firstError = (Object.keys(EMPTY_STAFF_BOOKING) as (keyof StaffBookingForm)[]).find(
      (key) => errors[key],
    )
    if (firstError) {
      // The first field to fix, in the form's order (the message shows beside it).
      document.getElementById(`${id}-${firstError}`)?.focus()
      return
    }
    try {
      const saved = await create.mutateAsync({
        villaId: form.villaId,
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        adults: party.adults,
        children: party.children,
        guestName: form.guestName,
        guestEmail: form.guestEmail,
        guestPhone: form.guestPhone,
        specialRequests: form.specialRequests,
        manualTotal: form.manualPrice ? parseAmount(form.manualTotal).amount : null,
        manualReason: form.manualPrice ? form.manualReason : '',
        message: form.message,
      })
      toast.success(m.admin_bookings_created(), {
        description: m.admin_bookings_created_text({
          reference: saved.reference,
          total: formatAmount(saved.total),
        }),
      })
      onClose()
    } catch (error) {
      // The form keeps everything typed; the database says what is wrong with the stay.
      toast.error(m.admin_ui_error_title(), { description: messageOf(error) })
    }
  }

  const quoteText = () => {
    if (!quote.data)
      return quote.isFetching ? m.admin_bookings_quoting() : m.admin_bookings_choose_stay()
    if (!quote.data.bookable) {
      const { problem } = quote.data
      return problem ? quoteProblemText(problem) : m.admin_bookings_not_bookable_stay()
    }
    return m.admin_bookings_the_quote({ total: formatAmount(quote.data.total ?? 0) })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">
            {m.admin_bookings_new()}
          </DialogTitle>
          <DialogDescription>{m.admin_bookings_new_intro()}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {field(
            'villaId',
            m.admin_bookings_villa(),
            (props) => (
              <Select value={form.villaId} onValueChange={(value) => set('villaId', value)}>
                <SelectTrigger {...props}>
                  <SelectValue placeholder={m.admin_bookings_choose_villa()} />
                </SelectTrigger>
                <SelectContent>
                  {(villas.data ?? []).map((villa) => (
                    <SelectItem key={villa.id} value={villa.id}>
                      {villa.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ),
            'sm:col-span-2',
          )}
          {field('checkIn', m.admin_bookings_arrival(), ({ id: fieldId, ...aria }) => (
            <DatePicker
              id={fieldId}
              value={form.checkIn}
              onChange={(value) => set('checkIn', value)}
              min={today}
              errorId={aria['aria-describedby']}
            />
          ))}
          {field('checkOut', m.admin_bookings_departure(), ({ id: fieldId, ...aria }) => (
            <DatePicker
              id={fieldId}
              value={form.checkOut}
              onChange={(value) => set('checkOut', value)}
              min={nextIsoDay(form.checkIn || today)}
              errorId={aria['aria-describedby']}
            />
          ))}
          {field('adults', m.admin_bookings_adults_label(), (props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={form.adults}
              onChange={(event) => set('adults', event.target.value)}
            />
          ))}
          {field('children', m.admin_bookings_children_label(), (props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={form.children}
              onChange={(event) => set('children', event.target.value)}
            />
          ))}
          <p
            className="rounded-md border bg-sand/30 p-3 text-sm sm:col-span-2"
            aria-live="polite"
            data-testid="staff-quote"
          >
            {quoteText()}
          </p>
          {field('guestName', m.admin_bookings_guest_name(), (props) => (
            <Input
              {...props}
              autoComplete="off"
              value={form.guestName}
              onChange={(event) => set('guestName', event.target.value)}
            />
          ))}
          {field('guestEmail', m.admin_bookings_guest_email(), (props) => (
            <Input
              {...props}
              type="email"
              autoComplete="off"
              value={form.guestEmail}
              onChange={(event) => set('guestEmail', event.target.value)}
            />
          ))}
          {field('guestPhone', m.admin_bookings_guest_phone(), (props) => (
            <Input
              {...props}
              type="tel"
              autoComplete="off"
              value={form.guestPhone}
              onChange={(event) => set('guestPhone', event.target.value)}
            />
          ))}
          <div className="flex items-center gap-3 self-end pb-2">
            <Switch
              id={`${id}-manual`}
              checked={form.manualPrice}
              onCheckedChange={(checked) => set('manualPrice', checked)}
            />
            <Label htmlFor={`${id}-manual`}>{m.admin_bookings_state_price()}</Label>
          </div>
          {form.manualPrice && (
            <>
              {field('manualTotal', m.admin_bookings_price_agreed(), (props) => (
                <Input
                  {...props}
                  inputMode="decimal"
                  value={form.manualTotal}
                  onChange={(event) => set('manualTotal', event.target.value)}
                />
              ))}
              {field('manualReason', m.admin_bookings_why_price(), (props) => (
                <Input
                  {...props}
                  placeholder={m.admin_bookings_why_placeholder()}
                  value={form.manualReason}
                  onChange={(event) => set('manualReason', event.target.value)}
                />
              ))}
            </>
          )}
          {field(
            'specialRequests',
            m.admin_bookings_special_optional(),
            (props) => (
              <Textarea
                {...props}
                rows={2}
                value={form.specialRequests}
                onChange={(event) => set('specialRequests', event.target.value)}
              />
            ),
            'sm:col-span-2',
          )}
          {field(
            'message',
            m.admin_bookings_message_label(),
            (props) => (
              <Textarea
                {...props}
                rows={2}
                value={form.message}
                onChange={(event) => set('message', event.target.value)}
              />
            ),
            'sm:col-span-2',
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              {m.admin_bookings_back()}
            </Button>
            <Button
              type="submit"
              disabled={create.isPending || (quote.data !== undefined && !quote.data.bookable)}
            >
              {create.isPending
                ? m.admin_bookings_saving()
                : m.admin_bookings_confirm_the_booking()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
