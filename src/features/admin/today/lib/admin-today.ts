import { required } from '@/lib/answers'
import type { CompositeTypes } from '@/types/database.types'

const STAY_FIELDS = [
  'id',
  'villa_id',
  'villa',
  'guest_name',
  'guest_email',
  'guests',
  'check_in',
  'check_out',
  'nights',
] as const

/** A confirmed stay, as admin_today() lists it. */
function toStay(answer: CompositeTypes<'today_stay'>) {
  const stay = required(answer, STAY_FIELDS, 'stay')
  return {
    id: stay.id,
    villaId: stay.villa_id,
    villa: stay.villa,
    guestName: stay.guest_name,
    guestEmail: stay.guest_email,
    guests: stay.guests,
    checkIn: stay.check_in,
    checkOut: stay.check_out,
    nights: stay.nights,
    /** The short reference guests quote (issue 21). */
    reference: stay.reference ?? null,
  }
}

/** A live request: a stay with its total and when it was made and expires. */
function toRequest(answer: CompositeTypes<'today_request'>) {
  const request = required(answer, [...STAY_FIELDS, 'total_price', 'created_at'], 'request')
  return {
    ...toStay(request),
    totalPrice: request.total_price,
    createdAt: request.created_at,
    expiresAt: request.expires_at,
  }
}

function toMessage(answer: CompositeTypes<'today_message'>) {
  const message = required(answer, ['id', 'name', 'email', 'form_type', 'created_at'], 'message')
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    formType: message.form_type,
    createdAt: message.created_at,
  }
}

/** What admin_today() answers, as the Today screen reads it. */
export function toAdminToday(answer: CompositeTypes<'admin_today'>) {
  const today = required(
    answer,
    [
      'today',
      'week_end',
      'arrival_count',
      'departure_count',
      'pending_count',
      'unread_count',
      'occupancy',
    ],
    'day’s business',
  )
  const occupancy = required(
    today.occupancy,
    ['from', 'to', 'nights_available', 'nights_booked', 'occupancy_rate'],
    'occupancy',
  )
  return {
    /** The day in Europe/Paris, yyyy-MM-dd. */
    today: today.today,
    /** Today + 6: the lists cover seven days. */
    weekEnd: today.week_end,
    arrivals: (today.arrivals ?? []).map(toStay),
    arrivalCount: today.arrival_count,
    departures: (today.departures ?? []).map(toStay),
    departureCount: today.departure_count,
    /** Live requests, the first to expire first (at most 100; pendingCount has them all). */
    pending: (today.pending ?? []).map(toRequest),
    pendingCount: today.pending_count,
    /** The five latest unread messages. */
    unread: (today.unread ?? []).map(toMessage),
    unreadCount: today.unread_count,
    occupancy: {
      from: occupancy.from,
      to: occupancy.to,
      nightsAvailable: occupancy.nights_available,
      nightsBooked: occupancy.nights_booked,
      occupancyRate: occupancy.occupancy_rate,
    },
  }
}

export type AdminToday = ReturnType<typeof toAdminToday>
export type TodayStay = AdminToday['arrivals'][number]
export type TodayRequest = AdminToday['pending'][number]
export type TodayMessage = AdminToday['unread'][number]
