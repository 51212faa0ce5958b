-- Flood control in the database, since the site has no server of its own: booking requests and
-- enquiries per email address and per minute, failed maintenance-password guesses per client
-- address and per minute, one row per public insert. A throttled caller gets SQLSTATE PT429,
-- which PostgREST answers with HTTP 429, and a sentence the forms show as it is.

-- Schema `private` is not exposed by the Data API ([api] schemas = ["public"]) and grants nothing.
create schema if not exists private;
revoke all on schema private from public;

create table private.throttle_events (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('booking', 'enquiry', 'maintenance_password')),
  subject text not null,
  happened_at timestamptz not null default now()
);
create index throttle_events_subject_idx on private.throttle_events (kind, subject, happened_at);
create index throttle_events_recent_idx on private.throttle_events (kind, happened_at);

-- Is the caller a member of the public (anon, or a signed-in user)? The service role, the seed
-- and the admin scripts are never throttled.
create function private.from_the_public() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(current_setting('request.jwt.claims', true)::jsonb ->> 'role', '')
         in ('anon', 'authenticated')
$$;

-- The first address of X-Forwarded-For as the gateway passes it, else 'unknown'.
create function private.client_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(split_part(
      coalesce(current_setting('request.headers', true), '{}')::jsonb ->> 'x-forwarded-for', ',', 1
    )), ''),
    'unknown'
  )
$$;

-- Records one event of `kind` for `subject`, or refuses it when the subject already had
-- `per_subject` events within `subject_window`, or everybody together `per_minute` events in the
-- last minute. Events are serialised per kind so that parallel requests count exactly.
create function private.throttle(
  p_kind text,
  p_subject text,
  p_per_subject integer,
  p_subject_window interval,
  p_per_minute integer,
  p_message text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.throttle:' || p_kind));
  delete from private.throttle_events
  where kind = p_kind and happened_at < now() - interval '1 day';
  if (
    select count(*) from private.throttle_events
    where kind = p_kind and subject = p_subject and happened_at > now() - p_subject_window
  ) >= p_per_subject
  or (
    select count(*) from private.throttle_events
    where kind = p_kind and happened_at > now() - interval '1 minute'
  ) >= p_per_minute then
    raise exception '%', p_message
      using errcode = 'PT429', hint = 'Nothing was stored. Wait a few minutes, then try again.';
  end if;
  insert into private.throttle_events (kind, subject) values (p_kind, p_subject);
end
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- The trigger functions are security definer because the throttle's schema is closed to the
-- API roles; they read nothing but the new row and the request's claims.
-- Booking requests: 5 per email address per 10 minutes, 30 a minute in all; one per request.
create function public.throttle_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'booking', lower(new.guest_email), 5, interval '10 minutes', 30,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

-- Runs after enforce_booking_request (triggers fire in name order), so only requests that
-- passed every rule are counted.
create trigger bookings_throttle
  before insert on public.bookings
  for each row execute function public.throttle_booking_request();

-- Enquiries: 3 per email address per 10 minutes, 30 a minute in all.
create function public.throttle_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'enquiry', lower(new.email), 3, interval '10 minutes', 30,
      'Too many messages. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

create trigger contact_submissions_throttle
  before insert on public.contact_submissions
  for each row execute function public.throttle_enquiry();

-- One row per public insert: a single POST may not carry a batch of requests.
create function public.one_row_per_public_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() and (select count(*) from inserted) > 1 then
    raise exception 'Send one request at a time' using errcode = 'PT400';
  end if;
  return null;
end
$$;

create trigger bookings_one_per_request
  after insert on public.bookings
  referencing new table as inserted
  for each statement execute function public.one_row_per_public_insert();
create trigger contact_submissions_one_per_request
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement execute function public.one_row_per_public_insert();

-- The maintenance password: 5 failed guesses per client address a minute, 20 in all. A right
-- password always passes unless the caller is already throttled; failures are recorded (the
-- function no longer only reads, so it becomes volatile).
create or replace function public.verify_maintenance_password(p_password text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_matches boolean;
begin
  if (
    select count(*) from private.throttle_events
    where kind = 'maintenance_password' and subject = v_client
      and happened_at > now() - interval '1 minute'
  ) >= 5 or (
    select count(*) from private.throttle_events
    where kind = 'maintenance_password' and happened_at > now() - interval '1 minute'
  ) >= 20 then
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
  insert into private.throttle_events (kind, subject) values ('maintenance_password', v_client);
  return false;
end
$$;

-- Trigger functions need no grant; nobody calls them.
revoke execute on function public.throttle_booking_request() from public, anon, authenticated, service_role;
revoke execute on function public.throttle_enquiry() from public, anon, authenticated, service_role;
revoke execute on function public.one_row_per_public_insert() from public, anon, authenticated, service_role;
