-- Flood control per client (issue 18, points 1 and 6). Before, both public forms had one cap for
-- everybody (30 a minute): thirty requests with invented addresses and every real visitor got
-- 429 for the rest of the minute. The maintenance password trusted the X-Forwarded-For the
-- caller writes, and twenty wrong guesses from everybody locked out even the right password.
--
-- Now each client is counted by the address the platform sets, a generous ceiling for everyone
-- together is left for a real flood, and a visitor whose client sent too much is not lost: the
-- request or message is stored "held for review" (no email leaves for it, it blocks nothing),
-- and staff see it so labelled in the admin.

-- 1. The client: the address the platform sets ---------------------------------------------------

-- On hosted Supabase every request to the Data API passes Cloudflare, which writes
-- CF-Connecting-IP itself (a value the caller sent is replaced) and appends to
-- X-Forwarded-For, whose first entry is therefore whatever the caller wrote. PostgREST hands
-- both to SQL in request.headers. The local stack's gateway does the same
-- (supabase/local/client-address.ts). An IPv6 client is counted by its /64: one subscriber
-- commonly holds a whole /64, and counting single addresses would let it take 2^64 turns.
-- 'unknown' only outside the API (no request headers).
create or replace function private.client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_header text := btrim(coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip', ''
  ));
  v_address inet;
begin
  if v_header = '' then
    return 'unknown';
  end if;
  begin
    v_address := v_header::inet;
  exception when others then
    return left(v_header, 100);
  end;
  if family(v_address) = 6 then
    return host(network(set_masklen(v_address, 64))) || '/64';
  end if;
  return host(v_address);
end
$$;

revoke all on function private.client_address() from public, anon, authenticated, service_role;

alter table private.throttle_events drop constraint throttle_events_kind_check;
alter table private.throttle_events add constraint throttle_events_kind_check
  check (kind in ('booking', 'enquiry', 'maintenance_password', 'booking_client', 'enquiry_client'));

-- Records one event of `p_kind` for the client and says how its submission is to be stored:
-- false (as usual) while the client sent fewer than `p_usual` in `p_usual_window`, true (held
-- for review) after that, and refused with 429 once it sent `p_most` in the last hour: past
-- that, nothing more is stored from it. Serialised per client so parallel requests count exactly.
create function private.hold_for_review(
  p_kind text,
  p_client text,
  p_usual integer,
  p_usual_window interval,
  p_most integer,
  p_message text
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recent integer;
  v_in_hour integer;
begin
  perform pg_advisory_xact_lock(hashtext('private.hold_for_review:' || p_kind || ':' || p_client));
  delete from private.throttle_events e
  where e.kind = p_kind and e.happened_at < now() - interval '1 day';
  select count(*) filter (where e.happened_at > now() - p_usual_window),
         count(*)
    into v_recent, v_in_hour
  from private.throttle_events e
  where e.kind = p_kind and e.subject = p_client and e.happened_at > now() - interval '1 hour';
  if v_in_hour >= p_most then
    raise exception '%', p_message
      using errcode = 'PT429', hint = 'Nothing was stored. Wait a few minutes, then try again.';
  end if;
  insert into private.throttle_events (kind, subject) values (p_kind, p_client);
  return v_recent >= p_usual;
end
$$;

revoke all on function private.hold_for_review(text, text, integer, interval, integer, text)
  from public, anon, authenticated, service_role;

-- 2. Held for review -----------------------------------------------------------------------------

-- Set by the flood control on a public submission (a visitor's own value is replaced); staff
-- cannot change it (their update grant is the status column only). A held booking request is
-- pending like any other: it blocks no date (only confirmed stays do), expires after 24 hours,
-- and staff confirm or decline it as usual.
alter table public.bookings
  add column held_for_review boolean not null default false;
alter table public.contact_submissions
  add column held_for_review boolean not null default false;

comment on column public.bookings.held_for_review is
  'Arrived while its client was sending more than usual: no email was sent for it; staff review it.';
comment on column public.contact_submissions.held_for_review is
  'Arrived while its client was sending more than usual: staff were not emailed; review it here.';

-- 3. The forms' flood control (redefines 20261126240000_guest_address_rules.sql's) -------------

-- Booking requests: per mailbox 5 in 10 minutes (unchanged); per client the first 10 in
-- 10 minutes as usual (a family, an office or a hotel behind one address), then held for
-- review, 30 in an hour at most; 120 a minute from everybody together, which only a real
-- flood reaches.
create or replace function public.throttle_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'booking', private.mailbox(new.guest_email), 5, interval '10 minutes', 120,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
    new.held_for_review := private.hold_for_review(
      'booking_client', private.client_address(), 10, interval '10 minutes', 30,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

-- Enquiries: per mailbox 3 in 10 minutes (unchanged); per client 10 in 10 minutes as usual,
-- then held, 30 in an hour at most; 120 a minute from everybody together.
create or replace function public.throttle_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'enquiry', private.mailbox(new.email), 3, interval '10 minutes', 120,
      'Too many messages. Please wait a few minutes and try again.'
    );
    new.held_for_review := private.hold_for_review(
      'enquiry_client', private.client_address(), 10, interval '10 minutes', 30,
      'Too many messages. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

-- 4. No email for what is held ---------------------------------------------------------------------

-- A held request writes to nobody: not to the guest (a flood would reach whatever inboxes it
-- typed) nor to staff (they would receive the flood); staff find it in the admin. Confirming it
-- sends the confirmation as for any request; declining it is silent, like declining a request
-- whose guest was never told it had arrived. The trigger functions are unchanged.
drop trigger bookings_enqueue_request_emails on public.bookings;
create trigger bookings_enqueue_request_emails
  after insert on public.bookings
  for each row when (not new.held_for_review)
  execute function private.enqueue_request_emails();

drop trigger bookings_enqueue_decision_email on public.bookings;
create trigger bookings_enqueue_decision_email
  after update of status on public.bookings
  for each row when (
    old.status is distinct from new.status
    and not (old.held_for_review and new.status = 'cancelled')
  )
  execute function private.enqueue_decision_email();

drop trigger contact_submissions_enqueue_email on public.contact_submissions;
create trigger contact_submissions_enqueue_email
  after insert on public.contact_submissions
  for each row when (not new.held_for_review)
  execute function private.enqueue_enquiry_email();

-- 5. What the visitor is told ----------------------------------------------------------------------

-- The booking receipt says 'held' for a held request still waiting (redefines
-- 20261126290000_booking_request_receipt.sql's function; same signature).
create or replace function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text)
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
         case
           when b.status = 'pending' and b.expires_at <= now() then 'expired'
           when b.status = 'pending' and b.held_for_review then 'held'
           else b.status
         end,
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

-- An enquiry's receipt, for the form's thank-you: 'received', 'held' (staff will read it in
-- the admin, no email went out), or nothing. Only for the id the browser chose (122 random
-- bits) with the email typed with it, for a day.
create function public.get_enquiry_receipt(p_enquiry_id uuid, p_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when c.held_for_review then 'held' else 'received' end
  from public.contact_submissions c
  where c.id = p_enquiry_id
    and lower(btrim(c.email)) = lower(btrim(p_email))
    and c.created_at > now() - interval '1 day'
$$;

revoke execute on function public.get_enquiry_receipt(uuid, text) from public;
grant execute on function public.get_enquiry_receipt(uuid, text)
  to anon, authenticated, service_role;

-- 6. The maintenance password (redefines 20261126040000_throttles.sql's) ----------------------------

-- Only in a read-write transaction: PostgREST (hosted too) runs GET and HEAD /rpc/… read-only,
-- where a failure could not be recorded, so a GET could guess without limit. Refused there
-- with SQLSTATE 25006, which PostgREST answers with 405; the site calls it with POST.
--
-- Per client (the platform-set address): 5 wrong guesses a minute, then 429 even for the right
-- password until the minute has passed. Under a flood (20 wrong guesses a minute from
-- everybody together) a client that guessed wrong in the last minute waits the minute out
-- after one guess; a client without a recent wrong guess (the owner typing the right
-- password) still gets an answer, so many addresses cannot lock the owner out. A right
-- password records nothing.
create or replace function public.verify_maintenance_password(p_password text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_mine integer;
  v_everyone integer;
  v_matches boolean;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'The maintenance password can only be checked with POST'
      using errcode = '25006',
            hint = 'Call POST /rest/v1/rpc/verify_maintenance_password with {"p_password": …}.';
  end if;

  perform pg_advisory_xact_lock(hashtext('private.throttle:maintenance_password'));
  select count(*) filter (where e.subject = v_client), count(*)
    into v_mine, v_everyone
  from private.throttle_events e
  where e.kind = 'maintenance_password' and e.happened_at > now() - interval '1 minute';
  if v_mine >= 5 or (v_everyone >= 20 and v_mine >= 1) then
    raise exception 'Too many attempts. Please wait a minute and try again.'
      using errcode = 'PT429';
  end if;

  select s.setting_value = p_password into v_matches
  from public.site_settings s
  where s.setting_key = 'maintenance_password'
    and btrim(s.setting_value) <> '';
  if coalesce(v_matches, false) then
    return true;
  end if;
  delete from private.throttle_events
  where kind = 'maintenance_password' and happened_at < now() - interval '1 day';
  insert into private.throttle_events (kind, subject) values ('maintenance_password', v_client);
  return false;
end
$$;

-- 7. Indexes for what staff look for -----------------------------------------------------------------

create index bookings_held_for_review_idx on public.bookings (created_at)
  where held_for_review and status = 'pending';
create index contact_submissions_held_for_review_idx on public.contact_submissions (created_at)
  where held_for_review and status = 'unread';
