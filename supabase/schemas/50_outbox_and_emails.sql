-- The emails: an outbox table the triggers write in the booking's own transaction, claimed and
-- completed by the send-emails Edge Function, with send leases, retries and the email settings.
set check_function_bodies = off;

create table public.notifications (
  id uuid default gen_random_uuid() not null,
  kind text not null,
  recipients text[] not null,
  booking_id uuid,
  enquiry_id uuid,
  payload jsonb default '{}'::jsonb not null,
  status text default 'pending'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  claimed_at timestamp with time zone,
  last_error text,
  sent_at timestamp with time zone,
  provider_message_id text,
  subject text,
  resend_of uuid,
  created_at timestamp with time zone default now() not null,
  claim_id uuid,
  guest_mailbox text,
  send_started_at timestamp with time zone,
  -- What makes an email of this kind a new one for the same booking (issue 21): the payment it
  -- acknowledges, the due date it reminds of; null for a kind sent once per booking.
  occasion text,
  constraint notifications_pkey primary key (id),
  constraint notifications_attempts_check check ((attempts >= 0)),
  constraint notifications_kind_check check ((kind = any (array['request_received'::text, 'request_received_staff'::text, 'booking_confirmed'::text, 'request_declined'::text, 'request_expired'::text, 'enquiry_received_staff'::text, 'request_withdrawn_staff'::text, 'payment_received'::text, 'deposit_due'::text, 'balance_due'::text, 'payment_overdue'::text, 'arrival_information'::text, 'stay_thank_you'::text, 'deposit_returned'::text, 'booking_cancelled'::text, 'booking_moved'::text, 'enquiry_received'::text]))),
  constraint notifications_last_error_check check ((char_length(last_error) <= 2000)),
  constraint notifications_provider_message_id_check check ((char_length(provider_message_id) <= 500)),
  constraint notifications_recipients_check check (((cardinality(recipients) >= 1) and (cardinality(recipients) <= 20))),
  constraint notifications_status_check check ((status = any (array['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text]))),
  constraint notifications_subject_check check ((char_length(subject) <= 500)),
  constraint notifications_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade,
  constraint notifications_enquiry_id_fkey foreign key (enquiry_id) references public.contact_submissions(id) on delete cascade,
  constraint notifications_resend_of_fkey foreign key (resend_of) references public.notifications(id) on delete set null
);

create index notifications_due_idx on public.notifications (next_attempt_at) where (status = 'pending'::text);

create index notifications_created_idx on public.notifications (created_at desc, id desc);

create index notifications_booking_idx on public.notifications (booking_id);

create index notifications_enquiry_idx on public.notifications (enquiry_id);

-- Each email once per booking, kind and occasion (a resend is a new row pointing at it). Writers
-- use `on conflict do nothing`: any of the unique indexes answers it.
create unique index notifications_once_per_booking_idx on public.notifications (booking_id, kind, (coalesce(occasion, ''::text))) where ((resend_of is null) and (booking_id is not null));

create index notifications_guest_mailbox_idx on public.notifications (guest_mailbox, created_at) where ((kind = 'request_received'::text) and (resend_of is null));

create index notifications_enquiry_mailbox_idx on public.notifications (guest_mailbox, created_at) where ((kind = 'enquiry_received'::text) and (resend_of is null));

-- What a booking email says. The nightly rates are those of the request's own email (guest's
-- or staff's, whichever was written) while it still describes this stay: a later price change
-- never reprices a confirmation. Without one, the rates as they stand now, shown only when they
-- add up to the stored total; the total is always the stored one. A booking with a stored quote
-- (every request since issue 20) also carries that quote: the emails show it line by line.
create or replace function private.booking_email_payload(p_booking public.bookings)
returns jsonb
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
      -- The offer the guest accepted, as stored with the booking (issue 20): every line, the
      -- subtotals, the security deposit, the dated payments and cancellation costs, the Terms
      -- version. The emails show these figures; they never compute one.
      'adults', p_booking.adults,
      'children', p_booking.children,
      'terms_version', p_booking.terms_version,
      -- (null without one; `quote is not null` would ask every field of the composite)
      'quote', to_jsonb(p_booking.quote) - 'nights' - 'problem' - 'extras',
      'special_requests', p_booking.special_requests,
      'expires_at', p_booking.expires_at,
      'requested_at', p_booking.created_at,
      -- Staff run the booking (issue 21, point 6): the reference guests quote, staff's word
      -- with their decision, the villas a decline suggests, a cancellation's cost and refund.
      'reference', p_booking.reference,
      'guest_message', p_booking.guest_message,
      'suggested_villas', coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'location', s.location)
                         order by s.name)
        from public.villas s where s.id = any (p_booking.suggested_villa_ids)), '[]'::jsonb),
      'cancelled_by', p_booking.cancelled_by,
      'cancellation_cost', p_booking.cancellation_cost,
      'refund_due', p_booking.refund_due,
      -- The language the email is written in (issue 22): the guest's, that of the page the
      -- request was sent from; a staff email replaces it with each group's own
      -- (private.enqueue_staff_booking_email).
      'language', p_booking.language
    )
    from (select 1) as one
    left join public.villas v on v.id = p_booking.villa_id
  );
end
$$;

create or replace function private.enqueue_booking_email(p_booking public.bookings, p_kind text, p_recipients text[])
returns void
language sql
set search_path = ''
as $$
  insert into public.notifications (kind, recipients, booking_id, payload)
  select p_kind, p_recipients, p_booking.id, private.booking_email_payload(p_booking)
  where cardinality(p_recipients) > 0
  on conflict do nothing
$$;

-- The staff addresses grouped by the language each reads the admin in (issue 22): an address
-- that is a staff member's sign-in email follows their Profile language
-- (public.staff_preferences), any other (a shared mailbox) reads English, the default. English
-- first, then the other languages in their order.
create or replace function private.staff_recipients_by_language()
returns table(language public.site_language, recipients text[])
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.language, 'en'::public.site_language),
         array_agg(r.address order by r.ordinality)
  from unnest(private.staff_email_recipients()) with ordinality as r(address, ordinality)
  left join lateral (
    select sp.language
    from auth.users u
    join public.staff_preferences sp on sp.user_id = u.id
    where lower(u.email) = lower(r.address)
      and exists (select 1 from public.user_roles ur
                  where ur.user_id = u.id and ur.role in ('admin', 'staff'))
    limit 1
  ) p on true
  group by 1
  order by 1
$$;

-- A staff email about a booking: one email per language its recipients read (issue 22), each
-- written in that language. The English group's row is the booking's one row of this kind
-- (occasion null, as before); another language's row is told apart by its occasion (the
-- language), so each is written once.
create or replace function private.enqueue_staff_booking_email(p_booking public.bookings, p_kind text)
returns void
language sql
set search_path = ''
as $$
  insert into public.notifications (kind, recipients, booking_id, occasion, payload)
  select p_kind, g.recipients, p_booking.id,
         case when g.language <> 'en' then g.language::text end,
         private.booking_email_payload(p_booking) || jsonb_build_object('language', g.language)
  from private.staff_recipients_by_language() g
  where cardinality(g.recipients) > 0
  on conflict do nothing
$$;

-- A decision: confirmed, or declined. Declining a request whose expiry email already went
-- out says nothing more (staff are only tidying up). A request the guest withdrew emails staff
-- (issue 21).
create or replace function private.enqueue_decision_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.from_the_api() then
    return null;
  end if;
  if old.status = 'confirmed' and new.status = 'cancelled' then
    -- A confirmed stay cancelled (public.admin_cancel_booking): the guest is told what it cost
    -- and what is refunded.
    perform private.enqueue_booking_email(new, 'booking_cancelled', array[new.guest_email]);
    return null;
  end if;
  if old.status <> 'pending' then
    return null;
  end if;
  if new.status = 'confirmed' then
    perform private.enqueue_booking_email(new, 'booking_confirmed', array[new.guest_email]);
  elsif new.status = 'cancelled' and new.cancelled_by = 'guest' then
    -- The guest withdrew the request from their stay page: staff are told, the guest is not
    -- sent a decline.
    perform private.enqueue_staff_booking_email(new, 'request_withdrawn_staff');
  elsif new.status = 'cancelled' and not exists (
    select 1 from public.notifications n
    where n.booking_id = new.id and n.kind = 'request_expired'
  ) then
    perform private.enqueue_booking_email(new, 'request_declined', array[new.guest_email]);
  end if;
  return null;
end
$$;

-- An enquiry from the contact or concierge form: to all staff addresses, one email per language
-- they read (issue 22), and an acknowledgement to the sender in the language of the page they
-- wrote from, at most 3 a day per mailbox (as the booking request's; the enquiry is stored and
-- emailed to staff all the same). The acknowledgement never repeats what the visitor typed.
create or replace function private.enqueue_enquiry_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := jsonb_build_object(
    'enquiry_id', new.id,
    'form_type', new.form_type,
    'name', new.name,
    'email', new.email,
    'phone', new.phone,
    'message', new.message,
    'received_at', new.created_at,
    'language', new.language
  );
begin
  if not private.from_the_api() then
    return null;
  end if;
  insert into public.notifications (kind, recipients, enquiry_id, payload)
  select 'enquiry_received_staff', g.recipients, new.id,
         v_payload || jsonb_build_object('language', g.language)
  from private.staff_recipients_by_language() g
  where cardinality(g.recipients) > 0;
  if private.may_send_enquiry_email(new.email) then
    insert into public.notifications (kind, recipients, enquiry_id, payload)
    values ('enquiry_received', array[new.email], new.id, v_payload - 'message' - 'phone');
  end if;
  return null;
end
$$;

-- May this address get one more enquiry acknowledgement? Not after 3 in the last 24 hours to
-- its mailbox, however it was written (as private.may_send_request_email).
create or replace function private.may_send_enquiry_email(p_address text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_mailbox text := private.canonical_mailbox(p_address);
begin
  perform pg_advisory_xact_lock(hashtext('private.enquiry_email:' || v_mailbox));
  return (
    select count(*) from public.notifications n
    where n.kind = 'enquiry_received'
      and n.resend_of is null
      and n.guest_mailbox = v_mailbox
      and n.created_at > now() - interval '24 hours'
  ) < 3;
end
$$;

-- The sweep locks each booking before it reads its status: a decline or confirmation in
-- progress holds the row (skipped; the next sweep sees the outcome), and one that committed
-- after the sweep began is seen (the status is read again under the lock). A decision that
-- waits for the sweep's lock checks for its expiry email after the sweep committed
-- (enqueue_decision_email runs under the row lock of its own update).
create or replace function private.enqueue_expired_request_emails()
returns integer
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
    on conflict do nothing;
    get diagnostics v_written = row_count;
    v_count := v_count + v_written;
  end loop;
  return v_count;
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
  -- A booking staff entered (source 'staff') is confirmed at once: no request emails.
  if private.from_the_api() and new.status = 'pending' and new.source = 'site' then
    if private.may_send_request_email(new.guest_email) then
      perform private.enqueue_booking_email(new, 'request_received', array[new.guest_email]);
    end if;
    perform private.enqueue_staff_booking_email(new, 'request_received_staff');
  end if;
  return null;
end
$$;

-- The staff email of a request whose guest got no acknowledgement (the cap) says so, so staff
-- know to write to the guest themselves. A new trigger after the request's own (triggers run
-- in name order), leaving private.enqueue_request_emails as it is.
create or replace function private.mark_unacknowledged_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
  set payload = n.payload || jsonb_build_object('guest_not_emailed', true)
  where n.booking_id = new.id
    and n.kind = 'request_received_staff'
    and n.resend_of is null
    and not exists (
      select 1 from public.notifications g
      where g.booking_id = new.id and g.kind = 'request_received' and g.resend_of is null
    );
  return null;
end
$$;

-- May this address get one more "request received" email? Not after 3 in the last 24 hours to
-- its mailbox, however it was written. Serialised per mailbox so parallel requests count
-- exactly.
create or replace function private.may_send_request_email(p_address text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_mailbox text := private.canonical_mailbox(p_address);
begin
  perform pg_advisory_xact_lock(hashtext('private.request_email:' || v_mailbox));
  return (
    select count(*) from public.notifications n
    where n.kind = 'request_received'
      and n.resend_of is null
      and n.guest_mailbox = v_mailbox
      and n.created_at > now() - interval '24 hours'
  ) < 3;
end
$$;

-- One call of send-emails per transaction (issue 18, point 10c): a booking request's guest and
-- staff emails are two inserts (private.enqueue_booking_email, once per kind), and a statement
-- trigger would queue one pg_net request per insert statement. One call
-- drains the whole outbox, so one per transaction is enough: the first insert of a transaction
-- queues it (pg_net sends it after commit, when every row of the transaction is visible) and
-- marks the transaction, later inserts of the same transaction see the mark and queue nothing.
-- The mark is a transaction-local setting: it ends with the transaction, and a rolled-back
-- savepoint takes it back together with the request it queued.
-- Redefined (same signature, same trigger): private.send_new_emails().
create or replace function private.send_new_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from inserted)
     and coalesce(current_setting('riviera.send_emails_queued', true), '') <> 'yes' then
    begin
      perform private.invoke_edge_function('send-emails');
      perform set_config('riviera.send_emails_queued', 'yes', true);
    exception when others then
      raise warning 'send-emails was not called (%); the cron sweeper will send the email', sqlerrm;
    end;
  end if;
  return null;
end
$$;

create or replace function private.set_guest_mailbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.guest_mailbox := case
    when new.kind in ('request_received', 'enquiry_received')
      then private.canonical_mailbox(new.recipients[1])
  end;
  return new;
end
$$;

-- Where staff emails go: the configured addresses, else the site's contact email.
create or replace function private.staff_email_recipients()
returns text[]
language sql
stable
set search_path = ''
as $$
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

-- One page of the log, newest first, with the number matching in all (staff only).
create or replace function public.admin_notifications_page(p_status text default null::text, p_kind text default null::text, p_limit integer default 25, p_offset integer default 0)
returns table(id uuid, kind text, recipients text[], subject text, status text, attempts integer, last_error text, next_attempt_at timestamp with time zone, sent_at timestamp with time zone, created_at timestamp with time zone, booking_id uuid, enquiry_id uuid, resend_of uuid, payload jsonb, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list notifications');
  if p_status is not null and p_status not in ('pending', 'sending', 'sent', 'failed') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_kind is not null and p_kind not in (
    'request_received', 'request_received_staff', 'booking_confirmed', 'request_declined',
    'request_expired', 'enquiry_received_staff', 'request_withdrawn_staff', 'payment_received',
    'deposit_due', 'balance_due', 'payment_overdue', 'arrival_information', 'stay_thank_you',
    'deposit_returned', 'booking_cancelled', 'booking_moved'
  ) then
    raise exception 'Unknown kind filter: %', p_kind using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'notifications');

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
create or replace function public.admin_resend_notification(p_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.notifications;
  v_id uuid;
begin
  perform private.require_staff('resend notifications');
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

-- Starting one email of the claim p_claim_id: true when the row is still this claim's, and
-- then every row of the claim is renewed. False: the sender must stop (its rows are another
-- sender's, or were given back).
create or replace function public.begin_notification_send(p_id uuid, p_claim_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.notifications n
  set send_started_at = now()
  where n.id = p_id and n.status = 'sending' and n.claim_id = p_claim_id;
  if not found then
    return false;
  end if;
  update public.notifications n
  set claimed_at = now()
  where n.claim_id = p_claim_id and n.status = 'sending';
  return true;
end
$$;

-- Staff-only keys: the visitors' policy on site_settings lists its keys one by one, so these are
-- readable by staff only. Values are checked like the site details, with a sentence to act on.
create or replace function public.check_email_setting()
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
  elsif new.setting_key like 'guest\_email\_%' then
    -- Each kind of guest email on or off (issue 21): private.guest_email_enabled().
    if lower(v_value) not in ('on', 'off') then
      raise exception 'Guest emails: choose on or off'
        using errcode = '23514', detail = 'site_settings.' || new.setting_key;
    end if;
    new.setting_value := lower(v_value);
  elsif new.setting_key in ('reminder_days_deposit', 'reminder_days_balance', 'arrival_email_days') then
    if v_value !~ '^[0-9]{1,2}$'
       or v_value::integer > (case when new.setting_key = 'reminder_days_deposit' then 14 else 30 end)
       or (new.setting_key = 'arrival_email_days' and v_value::integer < 1) then
      raise exception '%', (case new.setting_key
          when 'reminder_days_deposit' then 'Deposit reminder: enter a number of days from 0 to 14'
          when 'reminder_days_balance' then 'Balance reminder: enter a number of days from 0 to 30'
          else 'Arrival email: enter a number of days from 1 to 30' end)
        using errcode = '23514', detail = 'site_settings.' || new.setting_key;
    end if;
    new.setting_value := (v_value::integer)::text;
  end if;
  return new;
end
$$;

-- Up to p_max_count due rows (pending and due, or stuck in "sending" for 2 minutes: the sender
-- died), marked sending, and every row claimed together gets the same new claim id, which the
-- sender passes back. Parallel senders never claim the same row. A lapsed row whose email was
-- never started is taken over without counting another attempt (nothing was tried), and
-- send_started_at is cleared on each new claim.
create or replace function public.claim_notifications(p_max_count integer default 20)
returns setof public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_claim uuid := gen_random_uuid();
begin
  -- A row stuck in its last attempt, started, is not tried again: it failed.
  update public.notifications n
  set status = 'failed',
    claimed_at = null,
    claim_id = null,
    last_error = left('The sender stopped before finishing the last attempt'
      || coalesce(' (earlier: ' || n.last_error || ')', ''), 2000)
  where n.status = 'sending' and n.claimed_at < now() - interval '2 minutes' and n.attempts >= 8
    and n.send_started_at is not null;

  return query
  with due as (
    select n.id
    from public.notifications n
    where (n.status = 'pending' and n.next_attempt_at <= now())
       or (n.status = 'sending' and n.claimed_at < now() - interval '2 minutes')
    order by n.next_attempt_at, n.created_at, n.id
    limit greatest(1, least(coalesce(p_max_count, 20), 100))
    for update skip locked
  )
  update public.notifications n
  set status = 'sending',
    attempts = n.attempts + case
      when n.status = 'sending' and n.send_started_at is null then 0 else 1 end,
    claimed_at = now(), claim_id = v_claim,
    send_started_at = null
  from due
  where n.id = due.id
  returning n.*;
end
$$;

-- The outcome of one row of the claim p_claim_id: sent (no error), or an error: pending again
-- after 2^attempts minutes (at most 6 hours), or failed after the 8th attempt. A sender whose
-- claim lapsed (another sender took the row over after 10 minutes) is refused: the row belongs
-- to the newer claim.
create or replace function public.complete_notification(p_id uuid, p_claim_id uuid, p_error text default null::text, p_provider_message_id text default null::text, p_subject text default null::text)
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
create or replace function public.release_notifications(p_claim_id uuid, p_ids uuid[])
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

-- The plain token of the stay link a guest email carries (issue 21), kept apart from the outbox
-- row (staff read notifications, never this) and only until the email is sent or has failed.
create table private.stay_email_tokens (
  notification_id uuid not null,
  token text not null,
  constraint stay_email_tokens_pkey primary key (notification_id),
  constraint stay_email_tokens_notification_id_fkey foreign key (notification_id) references public.notifications(id) on delete cascade
);

-- Every email to the guest about a booking carries a link of its own to the stay page: minted
-- when the row is written (a resend mints a new one).
create or replace function private.attach_stay_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.booking_id is not null
     and new.kind in ('request_received', 'booking_confirmed', 'request_declined',
                      'request_expired', 'payment_received', 'deposit_due', 'balance_due',
                      'payment_overdue', 'arrival_information', 'stay_thank_you',
                      'deposit_returned', 'booking_cancelled', 'booking_moved') then
    insert into private.stay_email_tokens (notification_id, token)
    values (new.id, private.mint_stay_link(new.booking_id));
  end if;
  return null;
end
$$;

-- An email sent or given up: its link's plain token is forgotten (the link stays live).
create or replace function private.forget_stay_email_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.stay_email_tokens t where t.notification_id = new.id;
  return null;
end
$$;

-- The sender's read of the links its claim carries: one row per email of the claim that has
-- one, while the claim holds it (service_role only).
create or replace function public.claimed_stay_tokens(p_claim_id uuid)
returns table(notification_id uuid, token text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.notification_id, t.token
  from private.stay_email_tokens t
  join public.notifications n on n.id = t.notification_id
  where n.claim_id = p_claim_id and n.status = 'sending'
$$;

create trigger notifications_attach_stay_link after insert on public.notifications
for each row execute function private.attach_stay_link();

create trigger notifications_forget_stay_token after update of status on public.notifications
for each row when ((new.status = any (array['sent'::text, 'failed'::text]))) execute function private.forget_stay_email_token();

create trigger bookings_enqueue_decision_email after update of status on public.bookings for each row when (((old.status is distinct from new.status) and (not (old.held_for_review and (new.status = 'cancelled'))))) execute function private.enqueue_decision_email();

create trigger bookings_enqueue_request_emails after insert on public.bookings for each row when ((not new.held_for_review)) execute function private.enqueue_request_emails();

create trigger bookings_enqueue_request_emails_unacknowledged after insert on public.bookings
for each row execute function private.mark_unacknowledged_request();

create trigger contact_submissions_enqueue_email after insert on public.contact_submissions for each row when ((not new.held_for_review)) execute function private.enqueue_enquiry_email();

create trigger notifications_send_new after insert on public.notifications referencing new table as inserted
for each statement execute function private.send_new_emails();

create trigger notifications_set_guest_mailbox before insert or update of kind, recipients on public.notifications
for each row execute function private.set_guest_mailbox();

create trigger site_settings_check_email_setting before insert or update on public.site_settings
for each row execute function public.check_email_setting();

-- Guest emails about money and arrival (issue 21, point 4) ------------------------------------

-- May the guest emails of this kind go out? Staff turn each kind off in Profile Settings ›
-- Guest emails (a staff-only setting guest_email_<kind>, 'on' or 'off'); a kind without a
-- setting is on. Kinds: payment_received, deposit_due, balance_due, payment_overdue,
-- arrival_information, stay_thank_you, deposit_returned.
create or replace function private.guest_email_enabled(kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.setting_value <> 'off' from public.site_settings s
     where s.setting_key = 'guest_email_' || $1),
    true)
$$;

-- A number of days the guest emails are timed by (a staff-only setting), or its default.
create or replace function private.guest_email_days(p_key text, p_default integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case when btrim(s.setting_value) ~ '^[0-9]{1,3}$' then btrim(s.setting_value)::integer end
     from public.site_settings s where s.setting_key = p_key),
    p_default)
$$;

-- What a guest email says about the booking's money: the figures of public.booking_money().
create or replace function private.money_email_payload(p_booking_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'total', m.total,
    'received', m.received,
    'remaining', m.remaining,
    'next_due_on', m.next_due_on,
    'next_due_amount', m.next_due_amount,
    'state', m.state)
  from public.booking_money(p_booking_id) as m
$$;

-- A payment recorded on a confirmed booking, by staff or the card webhook: the guest is told
-- what was received, what remains and when the next payment is due, once per payment. Only
-- through the API (seed data and migrations write payments silently); never for a refund.
create or replace function private.enqueue_payment_received_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if new.kind <> 'payment' or not private.from_the_api()
     or not private.guest_email_enabled('payment_received') then
    return null;
  end if;
  select b.* into v_booking from public.bookings b where b.id = new.booking_id;
  if not found or v_booking.status <> 'confirmed' then
    return null;
  end if;
  insert into public.notifications (kind, recipients, booking_id, occasion, payload)
  values ('payment_received', array[v_booking.guest_email], v_booking.id, new.id::text,
    private.booking_email_payload(v_booking)
      || jsonb_build_object(
        'payment', jsonb_build_object('amount', new.amount, 'received_on', new.received_on,
                                      'method', new.method),
        'money', private.money_email_payload(v_booking.id)))
  on conflict do nothing;
  return null;
end
$$;

create trigger booking_payments_enqueue_email after insert on public.booking_payments
for each row execute function private.enqueue_payment_received_email();

-- The daily sweep of guest emails (cron 'guest-emails', 07:00 UTC; the tests call it with a
-- day of their choosing). For each confirmed stay still ahead whose offer is stored:
--   - a reminder for each scheduled payment not yet covered, from N days before its due date
--     to the due date (reminder_days_deposit, default 1: the Terms ask for the deposit within
--     3 days of booking; reminder_days_balance, default 7; a single full payment counts as a
--     deposit): 'deposit_due' / 'balance_due', once per due date;
--   - an overdue notice from the day after a due date that was missed, once per due date (a
--     date missed more than 7 days ago is left to staff: a late sweep or a first deploy never
--     writes about old history): 'payment_overdue';
--   - once paid in full, the arrival email from arrival_email_days (default 7) before arrival:
--     'arrival_information', once per booking.
-- None once the booking is cancelled or (reminders, notices) paid in full; each kind only
-- while staff leave it on. Idempotent: each email is one row of the outbox per booking, kind
-- and due date, so a second sweep the same day writes nothing (the unique index, not a lock:
-- holding every future stay FOR UPDATE for the whole run met a deadlock on PostgreSQL in CI).
create or replace function private.send_scheduled_guest_emails(
  p_today date default ((now() at time zone 'Europe/Paris'::text))::date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_money public.booking_money_figures;
  v_due record;
  v_kind text;
  v_written integer;
  v_count integer := 0;
  v_deposit_days integer := private.guest_email_days('reminder_days_deposit', 1);
  v_balance_days integer := private.guest_email_days('reminder_days_balance', 7);
  v_arrival_days integer := private.guest_email_days('arrival_email_days', 7);
begin
  for v_booking in
    select b.*
    from public.bookings b
    where b.status = 'confirmed'
      and b.check_in >= p_today
      and (b.quote).total is not null
    order by b.check_in, b.id
  loop
    v_money := public.booking_money(v_booking.id);
    if v_money.state = 'cancelled' then
      continue;
    end if;
    if v_money.remaining <= 0 then
      if v_booking.check_in - p_today <= v_arrival_days
         and private.guest_email_enabled('arrival_information') then
        insert into public.notifications (kind, recipients, booking_id, payload)
        values ('arrival_information', array[v_booking.guest_email], v_booking.id,
          private.booking_email_payload(v_booking))
        on conflict do nothing;
        get diagnostics v_written = row_count;
        v_count := v_count + v_written;
      end if;
      continue;
    end if;
    for v_due in
      select s.kind, s.label, s.due_on, s.amount,
             sum(s.amount) over (order by s.ordinality) as through
      from unnest((v_booking.quote).payments) with ordinality as s
      order by s.ordinality
    loop
      continue when v_due.through <= v_money.received;
      v_kind := case
        when v_due.due_on < p_today then
          case when v_due.due_on >= p_today - 7 then 'payment_overdue' end
        when v_due.due_on - p_today <= case when v_due.kind = 'balance' then v_balance_days
                                            else v_deposit_days end then
          case when v_due.kind = 'balance' then 'balance_due' else 'deposit_due' end
      end;
      continue when v_kind is null or not private.guest_email_enabled(v_kind);
      insert into public.notifications (kind, recipients, booking_id, occasion, payload)
      values (v_kind, array[v_booking.guest_email], v_booking.id, v_due.due_on::text,
        private.booking_email_payload(v_booking)
          || jsonb_build_object(
            'due', jsonb_build_object(
              'kind', v_due.kind, 'label', v_due.label, 'due_on', v_due.due_on,
              'amount', least(v_due.amount, v_due.through - v_money.received)),
            'money', private.money_email_payload(v_booking.id)))
      on conflict do nothing;
      get diagnostics v_written = row_count;
      v_count := v_count + v_written;
    end loop;
  end loop;
  return v_count;
end
$$;

-- Staff run today's sweep now (Profile Settings › Guest emails, "Send due emails now"): after
-- changing a setting, or when the morning's run was missed. The same idempotent sweep, so an
-- email already written is never written again. Answers how many emails it wrote. security
-- definer: the sweep writes the outbox, which staff only read.
create or replace function public.admin_send_guest_emails()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('send guest emails');
  return private.send_scheduled_guest_emails() + private.enqueue_stay_thank_you_emails();
end
$$;

-- The plain token of the review link a thank-you email carries (issue 21, point 5), kept like
-- the stay link's (private.stay_email_tokens): apart from the outbox row, until the email is
-- sent or has failed.
create table private.review_email_tokens (
  notification_id uuid not null,
  token text not null,
  constraint review_email_tokens_pkey primary key (notification_id),
  constraint review_email_tokens_notification_id_fkey foreign key (notification_id) references public.notifications(id) on delete cascade
);

-- The thank-you carries a review link of its own besides its stay link (attach_stay_link): minted
-- when the row is written (a resend mints a new one).
create or replace function private.attach_review_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.booking_id is not null and new.kind = 'stay_thank_you' then
    insert into private.review_email_tokens (notification_id, token)
    values (new.id, private.mint_review_link(new.booking_id));
  end if;
  return null;
end
$$;

create or replace function private.forget_review_email_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.review_email_tokens t where t.notification_id = new.id;
  return null;
end
$$;

-- The sender's read of the review links its claim carries (service_role only).
create or replace function public.claimed_review_tokens(p_claim_id uuid)
returns table(notification_id uuid, token text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.notification_id, t.token
  from private.review_email_tokens t
  join public.notifications n on n.id = t.notification_id
  where n.claim_id = p_claim_id and n.status = 'sending'
$$;

-- The thank-you after departure (cron job send-stay-thank-you, hourly at :05, and staff's "Send
-- due emails now"): once per confirmed stay, from 11:00 (Paris) on its departure day, for stays
-- that ended in the last 14 days (the history a new installation holds is not written to), none
-- once the guest reviewed it. Each booking is locked as the expiry sweep does (a cancellation in progress is skipped).
create or replace function private.enqueue_stay_thank_you_emails()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_written integer;
  v_count integer := 0;
  v_paris timestamp := now() at time zone 'Europe/Paris';
begin
  if not private.guest_email_enabled('stay_thank_you') then
    return 0;
  end if;
  for v_booking in
    select b.*
    from public.bookings b
    where b.status = 'confirmed'
      and b.check_out + time '11:00' <= v_paris
      and b.check_out >= v_paris::date - 14
      and not exists (
        select 1 from public.notifications n
        where n.booking_id = b.id and n.kind = 'stay_thank_you' and n.resend_of is null
      )
      and not exists (select 1 from public.villa_reviews r where r.booking_id = b.id)
    order by b.check_out, b.id
    for update of b skip locked
  loop
    continue when v_booking.status <> 'confirmed';
    insert into public.notifications (kind, recipients, booking_id, payload)
    values ('stay_thank_you', array[v_booking.guest_email], v_booking.id,
      private.booking_email_payload(v_booking))
    on conflict do nothing;
    get diagnostics v_written = row_count;
    v_count := v_count + v_written;
  end loop;
  return v_count;
end
$$;

-- The security deposit returned (issue 21, point 3): the guest is told once what came back,
-- each deduction with its reason.
create or replace function private.enqueue_deposit_returned_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if not private.from_the_api() or not private.guest_email_enabled('deposit_returned') then
    return null;
  end if;
  select b.* into v_booking from public.bookings b where b.id = new.booking_id;
  insert into public.notifications (kind, recipients, booking_id, payload)
  values ('deposit_returned', array[v_booking.guest_email], v_booking.id,
    private.booking_email_payload(v_booking) || jsonb_build_object('security_deposit',
      jsonb_build_object(
        'amount', new.amount,
        'received_on', new.received_on,
        'received_method', new.received_method,
        'returned_on', new.returned_on,
        'returned_amount', new.returned_amount,
        'deductions', coalesce((
          select jsonb_agg(jsonb_build_object('amount', d.amount, 'reason', d.reason)
            order by d.ordinality)
          from unnest(new.deductions) with ordinality as d (amount, reason, ordinality)
        ), '[]'::jsonb))))
  on conflict do nothing;
  return null;
end
$$;

create trigger booking_security_deposits_returned_email after insert or update of returned_on on public.booking_security_deposits
for each row when ((new.returned_on is not null)) execute function private.enqueue_deposit_returned_email();

create trigger notifications_attach_review_link after insert on public.notifications
for each row execute function private.attach_review_link();

create trigger notifications_forget_review_token after update of status on public.notifications
for each row when ((new.status = any (array['sent'::text, 'failed'::text]))) execute function private.forget_review_email_token();
