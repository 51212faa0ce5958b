-- Transactional emails through an outbox (issue #12). What the site does writes rows to
-- public.notifications in the same transaction (so an email is never lost: no row, no booking);
-- the send-emails Edge Function claims due rows, renders and sends them, and marks each sent, or
-- pending again with a back-off, or failed after the last attempt, always keeping the reason.
--
--   request_received        guest   a booking request arrived (dates, nights, quote, 24 h expiry)
--   request_received_staff  staff   the same request, with a link to it in the admin
--   booking_confirmed       guest   staff confirmed the request
--   request_declined        guest   staff declined it (pending → cancelled)
--   request_expired         guest   nobody answered within 24 hours (cron sweep, once)
--   enquiry_received_staff  staff   a general or concierge enquiry arrived
--
-- Emails answer what people do through the Data API: visitors, staff and the service role.
-- The seed, bulk loads (the scale dataset) and SQL maintenance as the owner send nothing, so
-- demo and historic rows never write to their (made-up) guests.

-- 1. The outbox ------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in (
    'request_received', 'request_received_staff', 'booking_confirmed', 'request_declined',
    'request_expired', 'enquiry_received_staff'
  )),
  recipients text[] not null check (cardinality(recipients) between 1 and 20),
  booking_id uuid references public.bookings (id) on delete set null,
  enquiry_id uuid references public.contact_submissions (id) on delete set null,
  -- Everything the template needs, taken when the row is written: a later edit of the booking
  -- or the villa never changes what the email says was requested.
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  provider_message_id text check (char_length(provider_message_id) <= 500),
  subject text check (char_length(subject) <= 500),
  resend_of uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now()
);

create index notifications_due_idx on public.notifications (next_attempt_at)
  where status = 'pending';
create index notifications_created_idx on public.notifications (created_at desc, id desc);
create index notifications_booking_idx on public.notifications (booking_id);
create index notifications_enquiry_idx on public.notifications (enquiry_id);
-- One email of each kind per booking (resends aside): the expiry sweep and a decline racing it
-- cannot both write to the guest twice.
create unique index notifications_once_per_booking_idx on public.notifications (booking_id, kind)
  where resend_of is null and booking_id is not null;

alter table public.notifications enable row level security;

create policy "staff read notifications" on public.notifications
  for select to authenticated using ((select public.is_staff()));

-- Staff read the log; only the database's own triggers and the service role's RPCs write it.
grant select on public.notifications to authenticated;
-- The service-role key is the operator's, as for every table (20261126020000_explicit_grants.sql).
grant select, insert, update, delete on public.notifications to service_role;

-- 2. Settings: where staff emails go and how emails are signed -------------------------------

-- Staff-only keys: the visitors' policy on site_settings lists its keys one by one, so these are
-- readable by staff only. Values are checked like the site details, with a sentence to act on.
create function public.check_email_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_addresses text[];
  v_address text;
  v_email constant text := '^[^@[:space:]?&%,;<>"]+@[^@[:space:]?&%,;<>"]+\.[^@[:space:]?&%,;<>"]+$';
begin
  if new.setting_key = 'notification_staff_emails' then
    -- One or more addresses, separated by commas, semicolons, spaces or new lines; stored as
    -- "a@x.com, b@y.com" without repeats.
    select coalesce(array_agg(address order by first_seen), '{}')
    into v_addresses
    from (
      select address, min(position) as first_seen
      from unnest(regexp_split_to_array(v_value, '[,;[:space:]]+')) with ordinality as t (address, position)
      where address <> ''
      group by address
    ) as distinct_addresses;
    if cardinality(v_addresses) = 0 then
      raise exception 'Staff notification emails: enter at least one email address'
        using errcode = '23514', detail = 'site_settings.notification_staff_emails';
    end if;
    if cardinality(v_addresses) > 10 then
      raise exception 'Staff notification emails: enter at most 10 addresses'
        using errcode = '23514', detail = 'site_settings.notification_staff_emails';
    end if;
    foreach v_address in array v_addresses loop
      if char_length(v_address) > 320 or v_address !~ v_email then
        raise exception 'Staff notification emails: "%" is not an email address such as name@example.com',
          left(v_address, 100)
          using errcode = '23514', detail = 'site_settings.notification_staff_emails';
      end if;
    end loop;
    new.setting_value := array_to_string(v_addresses, ', ');
  elsif new.setting_key = 'email_reply_to' then
    if char_length(v_value) > 320 or v_value !~ v_email then
      raise exception 'Reply-to address: enter an email address such as name@example.com'
        using errcode = '23514', detail = 'site_settings.email_reply_to';
    end if;
    new.setting_value := v_value;
  elsif new.setting_key = 'email_sender_name' then
    -- Shown as the sender: one line, and none of the characters that end a quoted name.
    if char_length(v_value) not between 1 and 100 or v_value ~ '[[:cntrl:]"<>\\]' then
      raise exception 'Sender name: enter a name on one line, up to 100 characters, without quotes or angle brackets'
        using errcode = '23514', detail = 'site_settings.email_sender_name';
    end if;
    new.setting_value := v_value;
  end if;
  return new;
end
$$;

create trigger site_settings_check_email_setting
  before insert or update on public.site_settings
  for each row execute function public.check_email_setting();

revoke execute on function public.check_email_setting() from public, anon, authenticated, service_role;

-- Starting values: staff emails go to the contact address and guests reply to it.
insert into public.site_settings (setting_key, setting_value)
select key, coalesce(
  (select s.setting_value from public.site_settings s where s.setting_key = 'contact_email'),
  'contact@rivieravillas.com'
)
from (values ('notification_staff_emails'), ('email_reply_to')) as k (key)
on conflict (setting_key) do nothing;

insert into public.site_settings (setting_key, setting_value)
values ('email_sender_name', 'Riviera Villas')
on conflict (setting_key) do nothing;

-- 3. Writing the outbox ----------------------------------------------------------------------

-- Did this write come through the Data API (a visitor, staff, the service role)? Empty claims
-- read as absent (20261126180000_empty_request_settings.sql).
create function private.from_the_api() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', ''
  ) in ('anon', 'authenticated', 'service_role')
$$;

-- Where staff emails go: the configured addresses, else the site's contact email.
create function private.staff_email_recipients() returns text[]
language sql stable set search_path = '' as $$
  select coalesce(
    (select array_agg(address)
     from public.site_settings s,
       unnest(regexp_split_to_array(btrim(s.setting_value), '[,;[:space:]]+')) as address
     where s.setting_key = 'notification_staff_emails' and address <> ''),
    (select array[s.setting_value] from public.site_settings s
     where s.setting_key = 'contact_email' and btrim(s.setting_value) <> ''),
    '{}'
  )
$$;

-- What a booking email says, as it stands now: the villa, the stay, the quote night by night
-- (nights grouped by price, in order), the total the database stored and the expiry.
create function private.booking_email_payload(p_booking public.bookings) returns jsonb
language sql stable set search_path = '' as $$
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
    'rates', (
      select coalesce(jsonb_agg(jsonb_build_object('nights', nights, 'price', price)
        order by first_night), '[]'::jsonb)
      from (
        select price, count(*) as nights, min(night) as first_night
        from (
          select p_booking.check_in + i as night,
            public.get_villa_price_for_date(p_booking.villa_id, p_booking.check_in + i) as price
          from generate_series(0, p_booking.check_out - p_booking.check_in - 1) as i
        ) as priced
        group by price
      ) as grouped
    ),
    'special_requests', p_booking.special_requests,
    'expires_at', p_booking.expires_at,
    'requested_at', p_booking.created_at
  )
  from (select 1) as one
  left join public.villas v on v.id = p_booking.villa_id
$$;

create function private.enqueue_booking_email(
  p_booking public.bookings,
  p_kind text,
  p_recipients text[]
) returns void
language sql volatile set search_path = '' as $$
  insert into public.notifications (kind, recipients, booking_id, payload)
  select p_kind, p_recipients, p_booking.id, private.booking_email_payload(p_booking)
  where cardinality(p_recipients) > 0
  on conflict (booking_id, kind) where resend_of is null and booking_id is not null do nothing
$$;

-- A new request: the guest's acknowledgement and one email to all staff addresses.
create function private.enqueue_request_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_api() and new.status = 'pending' then
    perform private.enqueue_booking_email(new, 'request_received', array[new.guest_email]);
    perform private.enqueue_booking_email(new, 'request_received_staff',
      private.staff_email_recipients());
  end if;
  return null;
end
$$;

create trigger bookings_enqueue_request_emails
  after insert on public.bookings
  for each row execute function private.enqueue_request_emails();

-- A decision: confirmed, or declined. Declining a request whose expiry email already went
-- out says nothing more (staff are only tidying up).
create function private.enqueue_decision_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.from_the_api() or old.status <> 'pending' then
    return null;
  end if;
  if new.status = 'confirmed' then
    perform private.enqueue_booking_email(new, 'booking_confirmed', array[new.guest_email]);
  elsif new.status = 'cancelled' and not exists (
    select 1 from public.notifications n
    where n.booking_id = new.id and n.kind = 'request_expired'
  ) then
    perform private.enqueue_booking_email(new, 'request_declined', array[new.guest_email]);
  end if;
  return null;
end
$$;

create trigger bookings_enqueue_decision_email
  after update of status on public.bookings
  for each row when (old.status is distinct from new.status)
  execute function private.enqueue_decision_email();

-- An enquiry from the contact or concierge form, to all staff addresses.
create function private.enqueue_enquiry_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recipients text[] := private.staff_email_recipients();
begin
  if private.from_the_api() and cardinality(v_recipients) > 0 then
    insert into public.notifications (kind, recipients, enquiry_id, payload)
    values ('enquiry_received_staff', v_recipients, new.id, jsonb_build_object(
      'enquiry_id', new.id,
      'form_type', new.form_type,
      'name', new.name,
      'email', new.email,
      'phone', new.phone,
      'message', new.message,
      'received_at', new.created_at
    ));
  end if;
  return null;
end
$$;

create trigger contact_submissions_enqueue_email
  after insert on public.contact_submissions
  for each row execute function private.enqueue_enquiry_email();

-- Requests nobody answered within 24 hours: one expiry email each, to guests who were told
-- their request was received (so the seed's and history's old requests stay silent). Run by
-- cron every 5 minutes; returns how many it wrote.
create function private.enqueue_expired_request_emails() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.notifications (kind, recipients, booking_id, payload)
  select 'request_expired', array[b.guest_email], b.id, private.booking_email_payload(b)
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
  on conflict (booking_id, kind) where resend_of is null and booking_id is not null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- New rows go out within seconds: the send-emails function is called after the statement
-- (pg_net sends the request after commit). A failure to call it never undoes the booking or
-- the enquiry: the cron sweeper below sends the row a minute later.
create function private.send_new_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from inserted) then
    begin
      perform private.invoke_edge_function('send-emails');
    exception when others then
      raise warning 'send-emails was not called (%); the cron sweeper will send the email', sqlerrm;
    end;
  end if;
  return null;
end
$$;

create trigger notifications_send_new
  after insert on public.notifications
  referencing new table as inserted
  for each statement execute function private.send_new_emails();

revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- 4. The sender's side: claim, then complete (service role only) -----------------------------

-- Up to p_max_count due rows (pending and due, or stuck in "sending" for 10 minutes: the sender
-- died), marked sending with one more attempt. Parallel senders never claim the same row.
create function public.claim_notifications(p_max_count integer default 20)
returns setof public.notifications
language plpgsql
set search_path = ''
as $$
begin
  -- A row stuck after its last attempt is not tried again: it failed.
  update public.notifications n
  set status = 'failed',
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
  set status = 'sending', attempts = n.attempts + 1, claimed_at = now()
  from due
  where n.id = due.id
  returning n.*;
end
$$;

-- The outcome of one claimed row: sent (no error), or an error: pending again after
-- 2^attempts minutes (at most 6 hours), or failed after the 8th attempt. The error is kept.
create function public.complete_notification(
  p_id uuid,
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
    claimed_at = null
  where n.id = p_id and n.status = 'sending'
  returning n.* into v_row;
  if not found then
    raise exception 'Notification % is not being sent', p_id
      using errcode = '55000';
  end if;
  return v_row;
end
$$;

revoke execute on function public.claim_notifications(integer) from public, anon, authenticated;
revoke execute on function public.complete_notification(uuid, text, text, text)
  from public, anon, authenticated;
grant execute on function public.claim_notifications(integer) to service_role;
grant execute on function public.complete_notification(uuid, text, text, text) to service_role;

-- 5. The admin's log ---------------------------------------------------------------------------

-- One page of the log, newest first, with the number matching in all (staff only).
create function public.admin_notifications_page(
  p_status text default null,
  p_kind text default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid,
  kind text,
  recipients text[],
  subject text,
  status text,
  attempts integer,
  last_error text,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz,
  booking_id uuid,
  enquiry_id uuid,
  resend_of uuid,
  payload jsonb,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can list notifications' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('pending', 'sending', 'sent', 'failed') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_kind is not null and p_kind not in (
    'request_received', 'request_received_staff', 'booking_confirmed', 'request_declined',
    'request_expired', 'enquiry_received_staff'
  ) then
    raise exception 'Unknown kind filter: %', p_kind using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page holds 1 to 100 notifications' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'The offset cannot be negative' using errcode = '22023';
  end if;

  return query
  select n.id, n.kind, n.recipients, n.subject, n.status, n.attempts, n.last_error,
    n.next_attempt_at, n.sent_at, n.created_at, n.booking_id, n.enquiry_id, n.resend_of,
    n.payload, count(*) over ()
  from public.notifications n
  where (p_status is null or n.status = p_status)
    and (p_kind is null or n.kind = p_kind)
  order by n.created_at desc, n.id desc
  limit p_limit offset p_offset;
end
$$;

-- Sends an email again, sent or failed alike: a new pending row with the same recipients and
-- content, pointing at the original. security definer: staff read the outbox but nobody writes
-- it through the API.
create function public.admin_resend_notification(p_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.notifications;
  v_id uuid;
begin
  if not public.is_staff() then
    raise exception 'Only staff can resend notifications' using errcode = '42501';
  end if;
  select * into v_original from public.notifications n where n.id = p_id;
  if not found then
    raise exception 'This notification does not exist' using errcode = 'P0002';
  end if;
  if v_original.status in ('pending', 'sending') then
    raise exception 'This email is still being sent' using errcode = '55000',
      hint = 'Resend it once it is sent or has failed.';
  end if;
  insert into public.notifications (kind, recipients, booking_id, enquiry_id, payload, resend_of)
  values (v_original.kind, v_original.recipients, v_original.booking_id, v_original.enquiry_id,
    v_original.payload, v_original.id)
  returning notifications.id into v_id;
  return v_id;
end
$$;

revoke execute on function public.admin_notifications_page(text, text, integer, integer)
  from public, anon;
revoke execute on function public.admin_resend_notification(uuid) from public, anon;
grant execute on function public.admin_notifications_page(text, text, integer, integer)
  to authenticated;
grant execute on function public.admin_resend_notification(uuid) to authenticated;

-- 6. The schedules -------------------------------------------------------------------------------

-- The sweeper: retries that came due, and anything the immediate call missed.
select cron.schedule('send-emails', '* * * * *', $$select private.invoke_edge_function('send-emails')$$);
-- Expired requests: their guests hear once, within 5 minutes.
select cron.schedule(
  'expire-request-emails', '*/5 * * * *', $$select private.enqueue_expired_request_emails()$$
);
