-- The email outbox, hardened after review (20261126220000_notifications.sql):
--   1. a stranger cannot mail-bomb an inbox with booking requests: at most 3 "request received"
--      emails per mailbox a day (the booking and the staff email are still written);
--   2. the confirmation, decline and expiry emails repeat the quote the request email gave;
--   3. the expiry sweep and a decision never both write to the guest;
--   4. a sender completes only its own claim, and gives back what it had no time to try;
--   5. deleting a booking or an enquiry deletes its emails (their payload is the guest's data).

-- 1. At most 3 request emails per mailbox a day ----------------------------------------------

-- The mailbox an address reaches: lower-cased, without its "+tag", as private.mailbox
-- (20261126240000_guest_address_rules.sql) and the throttle count it. Written out with built-in
-- functions: an index expression runs with the rights of whoever writes the row (the service
-- role claims and completes rows), and private functions are closed to the API roles.
create index notifications_guest_mailbox_idx
  on public.notifications (
    regexp_replace(lower(btrim(recipients[1])), '\+[^@]*@', '@'), created_at
  )
  where kind = 'request_received' and resend_of is null;

-- May this address get one more "request received" email? Not after 3 in the last 24 hours,
-- however it was written. Serialised per mailbox so parallel requests count exactly.
create function private.may_send_request_email(p_address text) returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_mailbox text := regexp_replace(lower(btrim(p_address)), '\+[^@]*@', '@');
begin
  perform pg_advisory_xact_lock(hashtext('private.request_email:' || v_mailbox));
  return (
    select count(*) from public.notifications n
    where n.kind = 'request_received'
      and n.resend_of is null
      and regexp_replace(lower(btrim(n.recipients[1])), '\+[^@]*@', '@') = v_mailbox
      and n.created_at > now() - interval '24 hours'
  ) < 3;
end
$$;

-- A new request: the guest's acknowledgement (within the daily cap) and one email to all staff
-- addresses (always: staff see every request). A guest not emailed is not sent the expiry
-- email either (the sweep writes to guests who were told their request was received).
create or replace function private.enqueue_request_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_api() and new.status = 'pending' then
    if private.may_send_request_email(new.guest_email) then
      perform private.enqueue_booking_email(new, 'request_received', array[new.guest_email]);
    end if;
    perform private.enqueue_booking_email(new, 'request_received_staff',
      private.staff_email_recipients());
  end if;
  return null;
end
$$;

-- 2. The quote the request email promised -----------------------------------------------------

-- What a booking email says. The nightly rates are those of the request's own email (guest's
-- or staff's, whichever was written) while it still describes this stay: a later price change
-- never reprices a confirmation. Without one, the rates as they stand now, shown only when they
-- add up to the stored total; the total is always the stored one.
create or replace function private.booking_email_payload(p_booking public.bookings) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_promised jsonb;
  v_rates jsonb;
begin
  select n.payload into v_promised
  from public.notifications n
  where n.booking_id = p_booking.id
    and n.kind in ('request_received', 'request_received_staff')
    and n.resend_of is null
  order by n.created_at, n.id
  limit 1;

  if v_promised ->> 'villa_id' = p_booking.villa_id::text
     and (v_promised ->> 'check_in')::date = p_booking.check_in
     and (v_promised ->> 'check_out')::date = p_booking.check_out
     and (v_promised ->> 'total')::numeric = p_booking.total_price
     and jsonb_typeof(v_promised -> 'rates') = 'array' then
    v_rates := v_promised -> 'rates';
  else
    select coalesce(jsonb_agg(jsonb_build_object('nights', nights, 'price', price)
      order by first_night), '[]'::jsonb)
    into v_rates
    from (
      select price, count(*) as nights, min(night) as first_night
      from (
        select p_booking.check_in + i as night,
          public.get_villa_price_for_date(p_booking.villa_id, p_booking.check_in + i) as price
        from generate_series(0, p_booking.check_out - p_booking.check_in - 1) as i
      ) as priced
      group by price
    ) as grouped;
    if (
      select sum((rate ->> 'nights')::numeric * (rate ->> 'price')::numeric)
      from jsonb_array_elements(v_rates) as rate
    ) is distinct from p_booking.total_price then
      v_rates := '[]'::jsonb;
    end if;
  end if;

  return (
    select jsonb_build_object(
      'booking_id', p_booking.id,
      'villa_id', p_booking.villa_id,
      'villa_name', v.name,
      'villa_location', v.location,
      'guest_name', p_booking.guest_name,
      'guest_email', p_booking.guest_email,
      'guest_phone', p_booking.guest_phone,
      'guests', p_booking.guests_count,
      'check_in', p_booking.check_in,
      'check_out', p_booking.check_out,
      'nights', p_booking.check_out - p_booking.check_in,
      'total', p_booking.total_price,
      'rates', v_rates,
      'special_requests', p_booking.special_requests,
      'expires_at', p_booking.expires_at,
      'requested_at', p_booking.created_at
    )
    from (select 1) as one
    left join public.villas v on v.id = p_booking.villa_id
  );
end
$$;

-- 3. Expiry or decision, never both ------------------------------------------------------------

-- The sweep locks each booking before it reads its status: a decline or confirmation in
-- progress holds the row (skipped; the next sweep sees the outcome), and one that committed
-- after the sweep began is seen (the status is read again under the lock). A decision that
-- waits for the sweep's lock checks for its expiry email after the sweep committed
-- (enqueue_decision_email runs under the row lock of its own update).
create or replace function private.enqueue_expired_request_emails() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_written integer;
  v_count integer := 0;
begin
  for v_booking in
    select b.*
    from public.bookings b
    where b.status = 'pending'
      and b.expires_at <= now()
      and exists (
        select 1 from public.notifications n
        where n.booking_id = b.id and n.kind = 'request_received' and n.resend_of is null
      )
      and not exists (
        select 1 from public.notifications n
        where n.booking_id = b.id and n.kind = 'request_expired' and n.resend_of is null
      )
    order by b.expires_at, b.id
    for update of b skip locked
  loop
    insert into public.notifications (kind, recipients, booking_id, payload)
    values ('request_expired', array[v_booking.guest_email], v_booking.id,
      private.booking_email_payload(v_booking))
    on conflict (booking_id, kind) where resend_of is null and booking_id is not null do nothing;
    get diagnostics v_written = row_count;
    v_count := v_count + v_written;
  end loop;
  return v_count;
end
$$;

-- The new helper, like every private function, is for the database's own triggers only (the
-- replaced ones keep their grants: none).
revoke all on function private.may_send_request_email(text)
  from public, anon, authenticated, service_role;

-- 4. Claims: each has its own id; a sender completes or releases only its own ------------------

alter table public.notifications add column claim_id uuid;

-- As before (20261126220000_notifications.sql), and every row claimed together gets the same
-- new claim id, which the sender passes back.
create or replace function public.claim_notifications(p_max_count integer default 20)
returns setof public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_claim uuid := gen_random_uuid();
begin
  -- A row stuck after its last attempt is not tried again: it failed.
  update public.notifications n
  set status = 'failed',
    claimed_at = null,
    claim_id = null,
    last_error = left('The sender stopped before finishing the last attempt'
      || coalesce(' (earlier: ' || n.last_error || ')', ''), 2000)
  where n.status = 'sending' and n.claimed_at < now() - interval '10 minutes' and n.attempts >= 8;

  return query
  with due as (
    select n.id
    from public.notifications n
    where (n.status = 'pending' and n.next_attempt_at <= now())
       or (n.status = 'sending' and n.claimed_at < now() - interval '10 minutes')
    order by n.next_attempt_at, n.created_at, n.id
    limit greatest(1, least(coalesce(p_max_count, 20), 100))
    for update skip locked
  )
  update public.notifications n
  set status = 'sending', attempts = n.attempts + 1, claimed_at = now(), claim_id = v_claim
  from due
  where n.id = due.id
  returning n.*;
end
$$;

drop function public.complete_notification(uuid, text, text, text);

-- The outcome of one row of the claim p_claim_id: sent (no error), or an error: pending again
-- after 2^attempts minutes (at most 6 hours), or failed after the 8th attempt. A sender whose
-- claim lapsed (another sender took the row over after 10 minutes) is refused: the row belongs
-- to the newer claim.
create function public.complete_notification(
  p_id uuid,
  p_claim_id uuid,
  p_error text default null,
  p_provider_message_id text default null,
  p_subject text default null
)
returns public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_row public.notifications;
begin
  update public.notifications n
  set
    status = case
      when p_error is null then 'sent'
      when n.attempts >= 8 then 'failed'
      else 'pending'
    end,
    sent_at = case when p_error is null then now() end,
    next_attempt_at = case
      when p_error is null then n.next_attempt_at
      else now() + least(power(2, n.attempts) * interval '1 minute', interval '6 hours')
    end,
    last_error = coalesce(left(p_error, 2000), n.last_error),
    provider_message_id = coalesce(
      left(p_provider_message_id, 500), n.provider_message_id),
    subject = coalesce(left(p_subject, 500), n.subject),
    claimed_at = null,
    claim_id = null
  where n.id = p_id and n.status = 'sending' and n.claim_id = p_claim_id
  returning n.* into v_row;
  if not found then
    raise exception 'Notification % is not being sent under this claim', p_id
      using errcode = '55000',
        hint = 'Another sender took it over after 10 minutes, or it was already completed.';
  end if;
  return v_row;
end
$$;

-- Rows of the claim p_claim_id that the sender had no time to try: pending again, due at once,
-- and the attempt the claim counted is given back. Returns how many were released.
create function public.release_notifications(p_claim_id uuid, p_ids uuid[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.notifications n
  set status = 'pending',
    attempts = greatest(n.attempts - 1, 0),
    claimed_at = null,
    claim_id = null
  where n.id = any (p_ids) and n.status = 'sending' and n.claim_id = p_claim_id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function public.complete_notification(uuid, uuid, text, text, text)
  from public, anon, authenticated;
revoke execute on function public.release_notifications(uuid, uuid[])
  from public, anon, authenticated;
grant execute on function public.complete_notification(uuid, uuid, text, text, text)
  to service_role;
grant execute on function public.release_notifications(uuid, uuid[]) to service_role;

-- 5. Erasing a booking or an enquiry erases its emails ----------------------------------------

alter table public.notifications
  drop constraint notifications_booking_id_fkey,
  add constraint notifications_booking_id_fkey
    foreign key (booking_id) references public.bookings (id) on delete cascade,
  drop constraint notifications_enquiry_id_fkey,
  add constraint notifications_enquiry_id_fkey
    foreign key (enquiry_id) references public.contact_submissions (id) on delete cascade;
