import { KeyRound, MapPin, Phone, Wifi } from 'lucide-react'
import type { ReactNode } from 'react'
import type { StayArrival as Arrival } from '@/features/stay/api/get-stay-arrival'
import { parseIsoDay } from '@/lib/dates'
import { langAttribute, pickText } from '@/lib/i18n/content'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

const longDay = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)

function Detail({ icon, term, children }: { icon?: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-3 py-3">
      <span aria-hidden="true" className="pt-0.5 text-gold-dark">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs uppercase tracking-[0.14em] text-muted-foreground">{term}</dt>
        <dd className="mt-1 whitespace-pre-line break-words text-navy">{children}</dd>
      </div>
    </div>
  )
}

/** When and on what condition the arrival details appear, in the guest's words. */
function whenShown(arrival: Arrival, today: string): string {
  const from = longDay(parseIsoDay(arrival.reveal_from))
  if (arrival.is_paid_in_full) return m.booking_arrival_from_day({ day: from })
  if (today >= arrival.reveal_from) return m.booking_arrival_when_paid()
  return m.booking_arrival_from_day_paid({ day: from })
}

/**
 * The villa's arrival information on the stay page: revealed once paid in full and arrival is
 * near (the database decides: get_stay_arrival); until then, when and on what condition.
 */
export function StayArrival({ arrival, today }: { arrival: Arrival; today: string }) {
  return (
    <section
      aria-labelledby="stay-arrival"
      data-testid="stay-arrival"
      data-revealed={arrival.revealed}
      className="rounded-lg border border-border/70 bg-card p-5 sm:p-6"
    >
      <h2 id="stay-arrival" className="text-2xl text-navy">
        {m.booking_arrival_title()}
      </h2>
      {arrival.revealed ? (
        <Revealed arrival={arrival} />
      ) : (
        <p className="mt-3 text-sm text-foreground/80">
          {m.booking_arrival_kept()} {whenShown(arrival, today)}
        </p>
      )}
    </section>
  )
}

function Revealed({ arrival }: { arrival: Arrival }) {
  const time = (value: string | null) => value?.slice(0, 5) ?? null
  // Written by staff in English and French: the page's language when written, else the other
  // one, marked with its lang (issue 22).
  const locale = currentLocale()
  const accessCodes = pickText(arrival.access_codes, arrival.access_codes_fr, locale)
  const houseManual = pickText(arrival.house_manual, arrival.house_manual_fr, locale)
  const hasAny = [arrival.address, accessCodes.text, arrival.wifi_name, houseManual.text].some(
    Boolean,
  )
  if (!hasAny) {
    return <p className="mt-3 text-sm text-foreground/80">{m.booking_arrival_preparing()}</p>
  }
  return (
    <dl className="mt-2 divide-y divide-border/60">
      {arrival.address && (
        <Detail icon={<MapPin className="size-4" />} term={m.booking_arrival_address()}>
          {arrival.address}
          {arrival.map_url && (
            <>
              {'\n'}
              <a
                href={arrival.map_url}
                target="_blank"
                rel="noreferrer noopener"
                className="text-sm underline underline-offset-4"
              >
                {m.booking_arrival_map()}
              </a>
            </>
          )}
        </Detail>
      )}
      {(arrival.arrival_from || arrival.departure_by) && (
        <Detail term={m.booking_arrival_times()}>
          {[
            time(arrival.arrival_from) &&
              m.booking_arrival_arrive_from({ time: time(arrival.arrival_from)! }),
            time(arrival.departure_by) &&
              m.booking_arrival_depart_by({ time: time(arrival.departure_by)! }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Detail>
      )}
      {accessCodes.text && (
        <Detail icon={<KeyRound className="size-4" />} term={m.booking_arrival_access()}>
          <span data-testid="stay-access-codes" lang={langAttribute(accessCodes.lang, locale)}>
            {accessCodes.text}
          </span>
        </Detail>
      )}
      {arrival.wifi_name && (
        <Detail icon={<Wifi className="size-4" />} term={m.booking_arrival_wifi()}>
          {arrival.wifi_name}
          {arrival.wifi_password && m.booking_arrival_password({ password: arrival.wifi_password })}
        </Detail>
      )}
      {arrival.welcome_name && (
        <Detail icon={<Phone className="size-4" />} term={m.booking_arrival_welcome()}>
          {arrival.welcome_name}
          {arrival.welcome_phone && (
            <>
              {' · '}
              <a
                href={`tel:${arrival.welcome_phone.replace(/[^+\d]/g, '')}`}
                className="underline underline-offset-4"
              >
                {arrival.welcome_phone}
              </a>
            </>
          )}
        </Detail>
      )}
      {houseManual.text && (
        <Detail term={m.booking_arrival_manual()}>
          <span data-testid="stay-house-manual" lang={langAttribute(houseManual.lang, locale)}>
            {houseManual.text}
          </span>
        </Detail>
      )}
    </dl>
  )
}
