-- The guest's receipt for a booking request: what the confirmation page shows after "Request to
-- Book" (and again after a reload), as the database stored it — the villa, the dates, the
-- guests, the total the trigger computed, the status, the expiry, and whether the "request
-- received" email was written (one mailbox gets at most 3 a day).
--
-- Visitors cannot read bookings. This answers one request, and only to whoever holds both its
-- id (the browser that sent it chose it: 122 random bits) and the guest email typed with it;
-- never the guest's name, phone or special requests, nothing about any other booking, and
-- nothing for requests older than 30 days. A wrong pair answers no row, like a missing one.
-- security definer: reads bookings and notifications, which visitors cannot.
create function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text)
returns table (
  id uuid,
  villa_id uuid,
  villa_name text,
  check_in date,
  check_out date,
  nights integer,
  guests_count integer,
  total_price numeric,
  status text,
  expires_at timestamptz,
  created_at timestamptz,
  is_guest_emailed boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         b.villa_id,
         v.name,
         b.check_in,
         b.check_out,
         b.check_out - b.check_in,
         b.guests_count,
         b.total_price,
         -- A pending request past its 24 hours is expired (see 20261126080000_expired_requests).
         case when b.status = 'pending' and b.expires_at <= now() then 'expired' else b.status end,
         b.expires_at,
         b.created_at,
         exists (
           select 1 from public.notifications n
           where n.booking_id = b.id and n.kind = 'request_received'
         )
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  where b.id = p_booking_id
    and lower(btrim(b.guest_email)) = lower(btrim(p_guest_email))
    and b.created_at > now() - interval '30 days'
$$;

revoke execute on function public.get_booking_request_receipt(uuid, text) from public;
grant execute on function public.get_booking_request_receipt(uuid, text)
  to anon, authenticated, service_role;
