import { CalendarPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import * as m from '@/paraglide/messages'

interface AddToCalendarProps {
  reference: string
  villaName: string
  villaLocation: string | null
  checkIn: string
  checkOut: string
  nights: number
}

/** "Add to my calendar": downloads the stay as an .ics file, made here in the browser. */
export function AddToCalendar(props: AddToCalendarProps) {
  const download = async () => {
    // The generator loads on the first click, not with the page.
    const { stayIcs } = await import('@/features/stay/lib/stay-ics')
    const ics = stayIcs(
      {
        bookingReference: props.reference,
        villaName: props.villaName,
        villaLocation: props.villaLocation,
        checkIn: props.checkIn,
        checkOut: props.checkOut,
        nights: props.nights,
      },
      new Date(),
      window.location.origin,
    )
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${props.reference}.ics`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <Button variant="outline" size="lg" onClick={() => void download()}>
      <CalendarPlus className="size-4" aria-hidden="true" /> {m.booking_stay_add_to_calendar()}
    </Button>
  )
}
