-- Bookings, blocked days and enquiries: what a request must be (its triggers), how its status may
-- move, what a guest may read back (receipts), and which days are free.
set check_function_bodies = off;

-- The Terms of Booking as guests accepted them: each published text of the `terms` page, kept
-- once per version (the md5 of its sections), so the text a booking accepted can be shown later
-- whatever the page says now. Written only by private.stamp_booking_terms.
create table public.terms_versions (
  version text not null,
  sections jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint terms_versions_pkey primary key (version)
);

-- Booking requests. A confirmed booking blocks check-in through check-out inclusive (spec 9),
-- so two confirmed bookings of one villa may not share a single day: the database guarantees it.
create table public.bookings (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  guest_name text not null,
  guest_email text not null,
  guest_phone text,
  guests_count integer not null,
  check_in date not null,
  check_out date not null,
  total_price numeric(10,2) default 0 not null,
  special_requests text,
  status public.booking_status default 'pending' not null,
  expires_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  occupied daterange default 'empty'::daterange not null,
  held_for_review boolean default false not null,
  -- The request as the guest sent it (issue 20): adults and children (guests_count is their
  -- sum), the extras chosen, the Terms accepted, and the quote it was sent with, stored once and
  -- never changed (bookings_keep_quote). total_price is the quote's total.
  adults integer,
  children integer default 0 not null,
  extras uuid[] default '{}'::uuid[] not null,
  quote public.stay_quote,
  terms_accepted boolean default false not null,
  terms_version text,
  -- Who ended the booking and why (issue 21): set when it becomes cancelled. 'guest' with
  -- 'withdrawn' is a request the guest withdrew from their stay page; 'staff' is a decline.
  cancelled_by text,
  cancellation_reason text,
  cancelled_at timestamp with time zone,
  -- Staff run the booking (issue 21, point 6). The short reference a guest quotes (RV-7K3Q,
  -- private.new_booking_reference); where the booking came from (the site, or staff entering
  -- a phone or email booking, with the reason for a stated manual price); the word staff sent
  -- the guest with their last decision and the villas a decline suggested; and, for a confirmed
  -- stay cancelled, what cancelling cost on that day and the refund due.
  -- ('' until the insert trigger gives it: private.assign_booking_reference)
  reference text default ''::text not null,
  source text default 'site'::text not null,
  price_note text,
  guest_message text,
  suggested_villa_ids uuid[] default '{}'::uuid[] not null,
  cancellation_cost numeric(10,2),
  refund_due numeric(10,2),
  -- The language of the page the request was sent from: every email to the guest is in it.
  language public.site_language default 'en' not null,
  constraint bookings_pkey primary key (id),
  constraint bookings_reference_key unique (reference),
  constraint bookings_reference_check check ((reference ~ '^RV-[2-9A-HJKMNP-TV-Z]{4,8}$'::text)),
  constraint bookings_source_check check ((source = any (array['site'::text, 'staff'::text]))),
  constraint bookings_price_note_check check ((char_length(price_note) <= 500)),
  constraint bookings_guest_message_check check ((char_length(guest_message) <= 2000)),
  constraint bookings_refund_due_check check ((refund_due >= (0)::numeric)),
  constraint bookings_cancellation_cost_check check ((cancellation_cost >= (0)::numeric)),
  constraint bookings_cancelled_by_check check ((cancelled_by = any (array['guest'::text, 'staff'::text, 'system'::text]))),
  constraint bookings_cancellation_reason_check check ((cancellation_reason = any (array['withdrawn'::text, 'declined'::text, 'lapsed'::text, 'guest_cancelled'::text, 'staff_cancelled'::text]))),
  constraint bookings_adults_check check ((adults >= 1)),
  constraint bookings_children_check check ((children >= 0)),
  constraint bookings_terms_version_fkey foreign key (terms_version) references public.terms_versions(version) on delete restrict,
  constraint bookings_check_out_after_check_in check ((check_out > check_in)),
  constraint bookings_guest_name_check check (((char_length(btrim(guest_name)) >= 1) and (char_length(btrim(guest_name)) <= 200))),
  constraint bookings_guest_phone_check check ((char_length(guest_phone) <= 50)),
  constraint bookings_guests_count_check check ((guests_count >= 1)),
  constraint bookings_special_requests_check check ((char_length(special_requests) <= 5000)),
  constraint bookings_total_price_check check ((total_price >= (0)::numeric)),
  constraint bookings_no_overlapping_confirmed exclude using gist (villa_id with =, occupied with &&) where ((status = 'confirmed')),
  constraint bookings_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete restrict
);

create table public.blocked_dates (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  blocked_date date not null,
  reason text,
  created_at timestamp with time zone default now() not null,
  feed_id uuid,
  constraint blocked_dates_pkey primary key (id),
  constraint blocked_dates_villa_id_blocked_date_key unique (villa_id, blocked_date),
  constraint blocked_dates_reason_check check ((char_length(reason) <= 500)),
  constraint blocked_dates_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.contact_submissions (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  form_type public.enquiry_form_type not null,
  status public.message_status default 'unread' not null,
  created_at timestamp with time zone default now() not null,
  held_for_review boolean default false not null,
  -- The language of the page the enquiry was sent from: the reply is written in it.
  language public.site_language default 'en' not null,
  constraint contact_submissions_pkey primary key (id),
  constraint contact_submissions_message_check check (((char_length(btrim(message)) >= 1) and (char_length(btrim(message)) <= 5000))),
  constraint contact_submissions_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint contact_submissions_phone_check check ((char_length(phone) <= 50))
);

-- public.villa_reviews is defined earlier; this reference points at a table of this file.
alter table public.villa_reviews add constraint villa_reviews_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete set null;

-- Not valid: rows stored before this rule are left as they are (the guest address rules).
alter table public.bookings add constraint bookings_guest_email_check check (((char_length(guest_email) <= 320) and (guest_email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'::text))) not valid;

-- Not valid: rows stored before this rule are left as they are (the guest address rules).
alter table public.contact_submissions add constraint contact_submissions_email_check check (((char_length(email) <= 320) and (email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'::text))) not valid;

comment on column public.bookings.held_for_review is
  'Arrived while its client was sending more than usual: no email was sent for it; staff review it.';

comment on column public.contact_submissions.held_for_review is
  'Arrived while its client was sending more than usual: staff were not emailed; review it here.';

create index bookings_villa_status_idx on public.bookings (villa_id, status);

create index bookings_created_idx on public.bookings (created_at desc);

create index bookings_status_check_in_idx on public.bookings (status, check_in);

create index blocked_dates_date_idx on public.blocked_dates (blocked_date);

create index contact_submissions_type_created_idx on public.contact_submissions (form_type, created_at desc);

create index contact_submissions_created_idx on public.contact_submissions (created_at desc);

create index blocked_dates_feed_idx on public.blocked_dates (feed_id, blocked_date) where (feed_id is not null);

create index bookings_held_for_review_idx on public.bookings (created_at) where (held_for_review and (status = 'pending'));

create index contact_submissions_held_for_review_idx on public.contact_submissions (created_at) where (held_for_review and (status = 'unread'));

-- Blocks every free day of a villa's range with one reason: days a confirmed stay occupies are
-- skipped (the blocked-date trigger refuses those anyway), days already blocked by hand are left
-- as they are, and days a feed imported become blocked by hand with this reason (the feed no
-- longer owns them). Answers how many days were blocked and why the others were not, for the
-- screen's messages.
create or replace function public.admin_block_days(p_villa_id uuid, p_from date, p_to date, p_reason text)
returns table(blocked integer, skipped_booked integer, skipped_blocked integer)
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_staff('block days');
  if p_villa_id is null or p_from is null or p_to is null or p_to < p_from then
    raise exception 'Choose a villa and a range that ends on or after its start'
      using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'Block at most two years at a time' using errcode = '22023';
  end if;

  return query
  with plan as (
    select d::date as day,
      exists (select 1 from public.bookings b
              where b.villa_id = p_villa_id and b.status = 'confirmed'
                and d::date <@ b.occupied) as booked,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is null) as taken,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is not null) as imported
    from generate_series(p_from, p_to, interval '1 day') as d
  ),
  taken_over as (
    update public.blocked_dates bd
    set feed_id = null, reason = nullif(btrim(p_reason), '')
    from plan
    where bd.villa_id = p_villa_id and bd.blocked_date = plan.day
      and bd.feed_id is not null and not plan.booked
    returning 1
  ),
  inserted as (
    insert into public.blocked_dates (villa_id, blocked_date, reason)
    select p_villa_id, plan.day, nullif(btrim(p_reason), '')
    from plan
    where not plan.booked and not plan.taken and not plan.imported
    returning 1
  )
  select (select count(*)::integer from inserted) + (select count(*)::integer from taken_over),
    (select count(*)::integer from plan where plan.booked),
    (select count(*)::integer from plan where plan.taken and not plan.booked);
end;
$$;

-- A day inside a confirmed booking cannot also be blocked by hand: the booking already blocks it.
-- The admin's bulk blocking recognises this message by "conflicts with confirmed booking".
--
-- A blocked day may not fall inside the days a confirmed stay occupies.
create or replace function public.enforce_blocked_date_free()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(new.villa_id::text));
  select b.check_in, b.check_out into v_booking
  from public.bookings b
  where b.villa_id = new.villa_id
    and b.status = 'confirmed'
    and new.blocked_date <@ b.occupied
  limit 1;
  if found then
    raise exception '% conflicts with confirmed booking from % to %',
      new.blocked_date, v_booking.check_in, v_booking.check_out
      using errcode = '23P01';
  end if;
  return new;
end
$$;

-- The booking request stores exactly the quote: its rules refuse the stay with the quote's
-- problem, the English sentence as the message (the refusal's key), the rule as the detail
-- (quote_stay.min_nights, …) and the French sentence as the hint, so a French page shows the
-- database's own French (src/lib/refusal-text.ts). The quote itself (every line, the schedule,
-- the cancellation dates) is the booking's snapshot, and its total the stored total. Adults default to the guests (every guest taxed
-- like an adult) for a request that does not say.
create or replace function public.enforce_booking_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quote public.stay_quote;
begin
  new.status := 'pending';
  new.expires_at := now() + interval '24 hours';
  new.created_at := now();
  new.guest_name := btrim(new.guest_name);
  new.guest_email := btrim(new.guest_email);
  new.guest_phone := nullif(btrim(new.guest_phone), '');
  new.special_requests := nullif(btrim(new.special_requests), '');
  new.children := coalesce(new.children, 0);
  new.extras := coalesce(new.extras, '{}');

  if new.guest_name is null or new.guest_name = '' then
    raise exception 'Please provide the guest''s full name';
  end if;
  if new.guest_email is null
     or new.guest_email !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
    raise exception 'Please provide a valid email address';
  end if;
  if new.adults is null then
    -- A request that gives only a number of guests: every guest is taxed like an adult.
    if new.guests_count is null or new.guests_count < 1 then
      raise exception 'At least one guest is required';
    end if;
    new.adults := new.guests_count - new.children;
  end if;
  if new.adults < 1 then
    raise exception 'At least one adult is required';
  end if;
  if new.children < 0 then
    raise exception 'The number of children cannot be negative';
  end if;
  new.guests_count := new.adults + new.children;

  v_quote := public.quote_stay(new.villa_id, new.check_in, new.check_out, null,
                               new.adults, new.children, new.extras);
  if not v_quote.bookable then
    raise exception '%', (v_quote.problem).message
      using detail = 'quote_stay.' || (v_quote.problem).rule, hint = (v_quote.problem).message_fr;
  end if;
  new.extras := v_quote.extras;
  new.quote := v_quote;
  new.total_price := v_quote.total;
  -- A booking staff enter (public.admin_create_booking) may state its own price, with the
  -- reason; a request from the site is always the quote's.
  -- (the setting read in place: this trigger runs as the visitor, who may not use private)
  new.source := case when coalesce(current_setting('rv.staff_entry', true), '') = 'on'
                     then 'staff' else 'site' end;
  if new.source = 'staff' and nullif(current_setting('rv.manual_total', true), '') is not null then
    new.total_price := current_setting('rv.manual_total', true)::numeric;
    new.price_note := nullif(current_setting('rv.manual_reason', true), '');
  else
    new.price_note := null;
  end if;
  return new;
end
$$;

-- A request from the site carries the guest's explicit acceptance of the Terms of Booking; the
-- database stamps the version in force (staff entering a booking by hand may leave it out).
-- Security definer: it writes terms_versions, which nobody else may.
create or replace function private.stamp_booking_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.terms_accepted := coalesce(new.terms_accepted, false);
  if private.from_the_public() and not private.staff_entry() and not new.terms_accepted then
    raise exception 'Please accept the Terms of Booking' using errcode = '23514';
  end if;
  new.terms_version := case when new.terms_accepted then private.terms_in_force() end;
  return new;
end
$$;

-- The Terms of Booking as published now: their version (the md5 of the active sections of the
-- `terms` page, in order), kept in terms_versions the first time a guest accepts it.
create or replace function private.terms_in_force()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sections jsonb;
  v_version text;
begin
  -- Both languages: the French text is the reference version (issue 22), so a change to it
  -- alone is a new version of the Terms too.
  select coalesce(jsonb_agg(jsonb_build_object('key', p.section_key, 'title', p.title,
                                               'content', p.content,
                                               'title_fr', p.title_fr,
                                               'content_fr', p.content_fr)
                            order by p.display_order, p.section_key), '[]'::jsonb)
  into v_sections
  from public.page_content p
  where p.page_slug = 'terms' and p.is_active;
  v_version := md5(v_sections::text);
  insert into public.terms_versions (version, sections)
  values (v_version, v_sections)
  on conflict (version) do nothing;
  return v_version;
end
$$;

-- What a guest was quoted and accepted never changes: a later price, rule or Terms change, or a
-- write, leaves a stored booking's snapshot, guests, extras, Terms and total as they were.
create or replace function public.keep_booking_quote()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('rv.booking_change', true), '') = old.id::text then
    return new;  -- staff moving the stay re-quote it (public.admin_move_booking)
  end if;
  if new.quote::text is distinct from old.quote::text
     or new.total_price is distinct from old.total_price
     or new.adults is distinct from old.adults
     or new.children is distinct from old.children
     or new.guests_count is distinct from old.guests_count
     or new.extras is distinct from old.extras
     or new.terms_accepted is distinct from old.terms_accepted
     or new.terms_version is distinct from old.terms_version then
    raise exception 'A booking keeps the quote and the Terms it was sent with'
      using errcode = '23514';
  end if;
  return new;
end
$$;

-- Status moves only pending -> confirmed | cancelled. Confirming checks the stay is still free,
-- with a clear message; the exclusion constraint stays the final guard against races.
--
-- Confirming: the overlap check uses the ranges stays occupy under the villa's setting.
create or replace function public.enforce_booking_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_range daterange;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;

  -- A confirmed stay is cancelled only through public.admin_cancel_booking, which prices it.
  if old.status = 'confirmed' and new.status = 'cancelled'
     and coalesce(current_setting('rv.booking_change', true), '') = old.id::text then
    return new;
  end if;
  if old.status <> 'pending' or new.status not in ('confirmed', 'cancelled') then
    raise exception 'A % booking cannot be changed to %', old.status, coalesce(new.status::text, 'no status')
      using errcode = 'RV002', hint = 'Only a pending booking can be confirmed or cancelled.';
  end if;

  if new.status = 'confirmed' then
    if old.expires_at is not null and old.expires_at <= now() then
      raise exception 'This request expired on % UTC: ask the guest to send a new one',
        to_char(old.expires_at at time zone 'utc', 'FMMonth FMDD, YYYY "at" HH24:MI')
        using errcode = 'RV001', hint = 'A request is held for 24 hours.';
    end if;
    -- One confirmation (or blocked day) of a villa at a time: a second one waits here for the
    -- first to commit, then its checks below see it and say so in words.
    perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(new.villa_id::text));
    select public.stay_range(new.check_in, new.check_out, v.changeover) into v_range
    from public.villas v where v.id = new.villa_id;
    if exists (
      select 1
      from public.bookings b
      where b.villa_id = new.villa_id
        and b.status = 'confirmed'
        and b.id <> new.id
        and b.occupied && v_range
    ) then
      raise exception 'These dates overlap a confirmed booking for this villa'
        using errcode = '23P01';
    end if;
    if exists (
      select 1
      from public.blocked_dates bd
      where bd.villa_id = new.villa_id
        and bd.blocked_date <@ v_range
    ) then
      raise exception 'These dates include a blocked day for this villa'
        using errcode = '23P01';
    end if;
  end if;

  return new;
end
$$;

-- Every enquiry arrives unread, stamped now; an empty phone is stored as null.
create or replace function public.enforce_contact_submission()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'unread';
  new.created_at := now();
  new.name := btrim(new.name);
  new.email := btrim(new.email);
  new.phone := nullif(btrim(new.phone), '');
  return new;
end
$$;

-- The booking receipt says 'held' for a held request still waiting.
create or replace function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text)
returns table (id uuid, villa_id uuid, villa_name text, check_in date, check_out date, nights integer, guests_count integer, total_price numeric, status text, expires_at timestamp with time zone, created_at timestamp with time zone, is_guest_emailed boolean, adults integer, children integer, quote public.stay_quote, reference text)
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
           else b.status::text
         end,
         b.expires_at,
         b.created_at,
         exists (
           select 1 from public.notifications n
           where n.booking_id = b.id and n.kind = 'request_received'
         ),
         b.adults,
         b.children,
         b.quote,
         b.reference
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  where b.id = p_booking_id
    and lower(btrim(b.guest_email)) = lower(btrim(p_guest_email))
    and b.created_at > now() - interval '30 days'
$$;

-- An enquiry's receipt, for the form's thank-you: 'received', 'held' (staff will read it in
-- the admin, no email went out), or nothing. Only for the id the browser chose (122 random
-- bits) with the email typed with it, for a day.
create or replace function public.get_enquiry_receipt(p_enquiry_id uuid, p_email text)
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

-- The calendar in one request: each day's price and the rules for arriving on it.
create or replace function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date)
returns table(date date, price numeric, can_arrive boolean, min_nights integer, departure_weekdays smallint[], season_name text, season_name_fr text)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_today date := (now() at time zone 'Europe/Paris')::date;
begin
  if p_to - p_from > 730 then
    raise exception 'The calendar can be requested for at most 731 days at a time';
  end if;
  select v.advance_notice_days, v.booking_horizon_months into v_villa
  from public.villas v where v.id = p_villa_id;
  if not found then
    return;
  end if;
  return query
    select d.day,
           public.get_villa_price_for_date(p_villa_id, d.day),
           extract(isodow from d.day)::smallint = any(r.arrival_weekdays)
             -- Without notice, "yesterday in UTC" is still a today somewhere in the world.
             and d.day >= case when v_villa.advance_notice_days = 0 then v_today - 1
                               else v_today + v_villa.advance_notice_days end
             and d.day <= (v_today + make_interval(months => v_villa.booking_horizon_months))::date,
           r.min_nights,
           r.departure_weekdays,
           r.season_name,
           r.season_name_fr
    from (select (p_from + i)::date as day from generate_series(0, p_to - p_from) as i) as d
    cross join lateral public.stay_rules_on(p_villa_id, d.day) as r
    order by d.day;
end
$$;

-- Unavailable days: blocked days, and the days confirmed stays occupy (for a same-day villa its
-- nights; for a full-day villa its nights and its check-out day).
create or replace function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select day
  from (
    select bd.blocked_date as day
    from public.blocked_dates bd
    where bd.villa_id = p_villa_id
      and bd.blocked_date between p_from and p_to
    union
    select d::date
    from public.bookings b
    cross join lateral generate_series(
      greatest(lower(b.occupied), p_from), least(upper(b.occupied) - 1, p_to), interval '1 day'
    ) as d
    where b.villa_id = p_villa_id
      and b.status = 'confirmed'
      and b.occupied && daterange(p_from, p_to, '[]')
  ) as days
  where exists (
    select 1 from public.villas v
    where v.id = p_villa_id and (v.is_active or public.is_staff())
  )
  order by day
$$;

-- The range follows the villa's setting when the request arrives and again when it is confirmed.
-- security definer: the villa's setting must be read whoever writes (its row may be hidden).
create or replace function public.set_booking_occupied()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status
     or new.villa_id is distinct from old.villa_id
     or new.check_in is distinct from old.check_in or new.check_out is distinct from old.check_out then
    select public.stay_range(new.check_in, new.check_out, v.changeover) into new.occupied
    from public.villas v where v.id = new.villa_id;
    new.occupied := coalesce(new.occupied, daterange(new.check_in, new.check_out, '[]'));
  end if;
  return new;
end
$$;

create or replace function public.skip_repeated_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.bookings b where b.id = new.id) then
    return null;
  end if;
  return new;
end
$$;

create or replace function public.skip_repeated_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.contact_submissions c where c.id = new.id) then
    return null;
  end if;
  return new;
end
$$;

-- A new stay needs the days it would occupy to be free: its nights, plus its check-out day at a
-- full-day villa. quote_stay asks exactly that.
create or replace function public.stay_is_free(p_villa_id uuid, p_check_in date, p_check_out date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1
    from public.villas v
    cross join lateral public.get_villa_unavailable_dates(
      p_villa_id,
      p_check_in,
      case when v.changeover = 'same_day' then p_check_out - 1 else p_check_out end
    ) as d
    where v.id = p_villa_id
  )
$$;

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
  if private.from_the_public() and not private.staff_entry() then
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

create trigger blocked_dates_enforce_free before insert or update of villa_id, blocked_date on public.blocked_dates
for each row execute function public.enforce_blocked_date_free();

create trigger a_require_plain_mailbox before insert on public.bookings
for each row execute function public.require_plain_mailbox('guest_email');

create trigger bookings_already_submitted before insert on public.bookings
for each row execute function public.skip_repeated_booking_request();

create trigger bookings_enforce_request before insert on public.bookings
for each row execute function public.enforce_booking_request();

create trigger bookings_enforce_status_change before update on public.bookings
for each row execute function public.enforce_booking_status_change();

create trigger bookings_keep_quote before update on public.bookings
for each row execute function public.keep_booking_quote();

create trigger bookings_stamp_terms before insert on public.bookings
for each row execute function private.stamp_booking_terms();

create trigger bookings_occupied before insert or update on public.bookings
for each row execute function public.set_booking_occupied();

create trigger bookings_one_per_request after insert on public.bookings referencing new table as inserted
for each statement execute function public.one_row_per_public_insert();

create trigger bookings_throttle before insert on public.bookings
for each row execute function public.throttle_booking_request();

create trigger a_require_plain_mailbox before insert on public.contact_submissions
for each row execute function public.require_plain_mailbox('email');

create trigger contact_submissions_already_sent before insert on public.contact_submissions
for each row execute function public.skip_repeated_enquiry();

create trigger contact_submissions_enforce_new before insert on public.contact_submissions
for each row execute function public.enforce_contact_submission();

create trigger contact_submissions_one_per_request after insert on public.contact_submissions referencing new table as inserted
for each statement execute function public.one_row_per_public_insert();

create trigger contact_submissions_throttle before insert on public.contact_submissions
for each row execute function public.throttle_enquiry();


-- The guest's stay page (issue 21): /stay/<token>. A link is 128 random bits from the database
-- (gen_random_bytes(16), base64url, 22 characters), kept only as its SHA-256: a read of the
-- database (a dump, a backup, a staff SQL session) gives no live link. The plain token exists
-- once: in the outbox row of the guest email that carries it (private.stay_email_tokens, until
-- that email is sent or fails), or in the answer to staff reissuing the link. Every guest email
-- mints its own link; reissuing revokes all of a booking's links and mints one.
create table private.stay_links (
  token_hash bytea not null,
  booking_id uuid not null,
  issued_at timestamp with time zone default now() not null,
  revoked_at timestamp with time zone,
  constraint stay_links_pkey primary key (token_hash),
  constraint stay_links_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade
);

create index stay_links_booking_idx on private.stay_links (booking_id, issued_at desc);

-- A token as stored: its SHA-256. Whatever the caller sends is hashed the same way (no check of
-- its shape first), so a malformed, a wrong and an unknown token cost the same lookup.
create or replace function private.stay_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
$$;

-- A new link for a booking: 16 random bytes, URL-safe, stored hashed. Returns the token, which
-- the caller hands on once (an email, or staff reissuing it).
create or replace function private.mint_stay_link(p_booking_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := translate(rtrim(encode(extensions.gen_random_bytes(16), 'base64'), '='),
                            '+/', '-_');
begin
  insert into private.stay_links (token_hash, booking_id)
  values (private.stay_token_hash(v_token), p_booking_id);
  return v_token;
end
$$;

-- The booking a live token opens, or nothing.
create or replace function private.stay_booking_id(p_token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.booking_id
  from private.stay_links l
  where l.token_hash = private.stay_token_hash(p_token)
    and l.revoked_at is null
$$;

-- The stay page's one read: the booking as the guest may see it, never the guest's contact
-- details, the token, or anything staff wrote. security definer: a visitor reads one booking, the one whose live
-- link they hold. A wrong, revoked or unknown token answers no row, after the same lookup.
-- The status says 'expired' for a pending request past its 24 hours. The cancellation dates
-- are those still ahead (a tier whose last day has passed is gone).
create or replace function public.get_stay(p_token text)
returns table(booking_id uuid, villa_id uuid, villa_name text, villa_location text, check_in date, check_out date, nights integer, adults integer, children integer, guests integer, status text, cancelled_by text, requested_at timestamp with time zone, expires_at timestamp with time zone, quote public.stay_quote, payments public.quote_payment[], cancellation_ahead public.quote_cancellation[], reference text, cancellation_reason text, cancellation_cost numeric, refund_due numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         b.villa_id,
         v.name,
         v.location,
         b.check_in,
         b.check_out,
         b.check_out - b.check_in,
         b.adults,
         b.children,
         b.guests_count,
         case
           when b.status = 'pending' and b.expires_at <= now() then 'expired'
           else b.status::text
         end,
         b.cancelled_by,
         b.created_at,
         b.expires_at,
         b.quote,
         (b.quote).payments,
         coalesce(array(
           select c
           from unnest((b.quote).cancellation) as c
           where c.until_date >= (now() at time zone 'Europe/Paris')::date
           order by c.from_date
         ), '{}'),
         b.reference,
         b.cancellation_reason,
         b.cancellation_cost,
         b.refund_due
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  where b.id = private.stay_booking_id(p_token)
$$;

-- The guest withdraws a request still pending, with its link: the booking becomes cancelled by
-- the guest (the dates were never held; a pending request occupies nothing), staff are emailed
-- once (private.enqueue_decision_email). security definer: the visitor may not update bookings.
-- A link that opens nothing and a request no longer pending are refused in words.
create or replace function public.withdraw_stay_request(p_token text)
returns table(booking_id uuid, villa_id uuid, villa_name text, villa_location text, check_in date, check_out date, nights integer, adults integer, children integer, guests integer, status text, cancelled_by text, requested_at timestamp with time zone, expires_at timestamp with time zone, quote public.stay_quote, payments public.quote_payment[], cancellation_ahead public.quote_cancellation[], reference text, cancellation_reason text, cancellation_cost numeric, refund_due numeric)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select b.* into v_booking
  from public.bookings b
  where b.id = private.stay_booking_id(p_token)
  for update;
  if not found then
    raise exception 'This link is not valid' using errcode = 'P0002';
  end if;
  if v_booking.status <> 'pending' or v_booking.expires_at <= now() then
    raise exception 'This request can no longer be withdrawn' using errcode = '55000',
      hint = 'Only a request still waiting for our answer can be withdrawn.';
  end if;
  update public.bookings
  set status = 'cancelled', cancelled_by = 'guest', cancellation_reason = 'withdrawn',
      cancelled_at = now()
  where id = v_booking.id;
  return query select * from public.get_stay(p_token) as s;
end
$$;

-- A cancellation says who made it and why (issue 21, point 6). A pending request: withdrawn by
-- the guest (their stay page says so), lapsed (closed after its 24 hours ran out: nobody
-- decided), else declined by staff. A confirmed stay: cancelled by the guest or by staff, as
-- public.admin_cancel_booking says.
create or replace function public.record_booking_cancellation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    if old.status = 'confirmed' then
      new.cancelled_by := coalesce(new.cancelled_by, 'staff');
      new.cancellation_reason := case when new.cancelled_by = 'guest' then 'guest_cancelled'
                                      else 'staff_cancelled' end;
    elsif new.cancelled_by = 'guest' then
      new.cancellation_reason := 'withdrawn';
    elsif old.expires_at is not null and old.expires_at <= now() then
      new.cancelled_by := 'system';
      new.cancellation_reason := 'lapsed';
    else
      new.cancelled_by := 'staff';
      new.cancellation_reason := 'declined';
    end if;
    new.cancelled_at := coalesce(new.cancelled_at, now());
  end if;
  return new;
end
$$;

-- Staff: revoke every link of a booking (the guest's old links stop working at once) and mint
-- one, returned this once for staff to send. security definer: the links are private.
create or replace function public.admin_reissue_stay_link(p_booking_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('reissue guest links');
  perform 1 from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  update private.stay_links l set revoked_at = now()
  where l.booking_id = p_booking_id and l.revoked_at is null;
  return private.mint_stay_link(p_booking_id);
end
$$;

-- Staff: when the booking's latest live link was issued, and how many are live (never a token).
create or replace function public.admin_stay_link_status(p_booking_id uuid)
returns table(issued_at timestamp with time zone, live_links integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('see guest links');
  return query
  select max(l.issued_at), count(*)::integer
  from private.stay_links l
  where l.booking_id = p_booking_id and l.revoked_at is null;
end
$$;

create trigger bookings_record_cancellation before update of status on public.bookings
for each row execute function public.record_booking_cancellation();

-- The security deposit of a stay (issue 21, point 3). Staff mark it requested (the amount: the
-- stored quote's by default), received (how and on which day) and returned (on which day, with
-- each deduction and its reason); what was returned is what was received less the deductions.
-- It is due back within 14 days of departure (the Terms): one received and not returned by then
-- is overdue (private.security_deposit_overdue), shown in "Needs attention" and on the booking.
-- A return is final: it emails the guest once (deposit_returned, 50_outbox_and_emails.sql).
create type public.deposit_deduction as (amount numeric(10,2), reason text);

create table public.booking_security_deposits (
  booking_id uuid not null,
  amount numeric(10,2) not null,
  requested_at timestamp with time zone,
  received_on date,
  received_method text,
  returned_on date,
  returned_amount numeric(10,2),
  deductions public.deposit_deduction[] not null,
  updated_at timestamp with time zone default now() not null,
  constraint booking_security_deposits_pkey primary key (booking_id),
  constraint booking_security_deposits_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade,
  constraint booking_security_deposits_amount_check check ((amount > (0)::numeric)),
  constraint booking_security_deposits_method_check check ((received_method = any (array['bank_transfer'::text, 'card'::text, 'cash'::text, 'other'::text]))),
  constraint booking_security_deposits_received_how check (((received_on is null) = (received_method is null))),
  constraint booking_security_deposits_returned_after_received check (((returned_on is null) or ((received_on is not null) and (returned_on >= received_on)))),
  constraint booking_security_deposits_returned_amount check ((((returned_on is null) = (returned_amount is null)) and ((returned_amount is null) or ((returned_amount >= (0)::numeric) and (returned_amount <= amount)))))
);

-- Received, not returned, and departure was more than 14 days ago (the villas' day).
create or replace function private.security_deposit_overdue(p_received_on date, p_returned_on date, p_check_out date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_received_on is not null and p_returned_on is null
    and (now() at time zone 'Europe/Paris')::date > p_check_out + 14
$$;

-- Where a deposit stands: not_requested, requested, received or returned.
create or replace function private.security_deposit_state(p_deposit public.booking_security_deposits)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_deposit.returned_on is not null then 'returned'
    when p_deposit.received_on is not null then 'received'
    when p_deposit.requested_at is not null then 'requested'
    else 'not_requested'
  end
$$;

-- A returned deposit is final (its email went out); the amount returned is always computed.
create or replace function public.enforce_security_deposit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.returned_on is not null then
    raise exception 'This security deposit was returned on %: it can no longer be changed',
      to_char(old.returned_on, 'FMDD Mon YYYY')
      using errcode = '55000';
  end if;
  new.deductions := coalesce(new.deductions, '{}');
  new.returned_amount := case
    when new.returned_on is null then null
    else new.amount - coalesce((select sum(d.amount) from unnest(new.deductions) as d), 0)
  end;
  new.updated_at := now();
  return new;
end
$$;

create trigger booking_security_deposits_enforce before insert or update on public.booking_security_deposits
for each row execute function public.enforce_security_deposit_change();

-- One booking's deposit as staff see it: a booking without a row answers its quoted amount and
-- not_requested. Staff only.
create or replace function public.admin_security_deposit(p_booking_id uuid)
returns table(booking_id uuid, state text, amount numeric, quoted_amount numeric, requested_at timestamp with time zone, received_on date, received_method text, returned_on date, returned_amount numeric, deductions public.deposit_deduction[], return_due_on date, is_overdue boolean)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see security deposits');
  return query
  select b.id,
    case when d.booking_id is null then 'not_requested' else private.security_deposit_state(d) end,
    coalesce(d.amount, nullif((b.quote).security_deposit, 0)),
    nullif((b.quote).security_deposit, 0)::numeric,
    d.requested_at, d.received_on, d.received_method, d.returned_on, d.returned_amount,
    coalesce(d.deductions, '{}'),
    b.check_out + 14,
    coalesce(private.security_deposit_overdue(d.received_on, d.returned_on, b.check_out), false)
  from public.bookings b
  left join public.booking_security_deposits d on d.booking_id = b.id
  where b.id = p_booking_id;
end
$$;

-- The booking a deposit is asked for: it exists and is confirmed (a request is not a stay yet).
create or replace function private.deposit_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  if v_booking.status <> 'confirmed' then
    raise exception 'Only a confirmed stay has a security deposit' using errcode = '55000';
  end if;
  return v_booking;
end
$$;

-- Staff ask the guest for the deposit (the amount: the quote's unless staff give another).
create or replace function public.admin_request_security_deposit(p_booking_id uuid, p_amount numeric default null::numeric)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_amount numeric;
begin
  perform private.require_staff('manage security deposits');
  v_booking := private.deposit_booking(p_booking_id);
  v_amount := coalesce(p_amount, nullif((v_booking.quote).security_deposit, 0));
  if v_amount is null or v_amount <= 0 or v_amount > 1000000 then
    raise exception 'Amount: enter the security deposit, more than €0'
      using errcode = '22023', detail = 'amount';
  end if;
  insert into public.booking_security_deposits as d (booking_id, amount, requested_at)
  values (p_booking_id, v_amount, now())
  on conflict (booking_id) do update
  set amount = excluded.amount, requested_at = coalesce(d.requested_at, excluded.requested_at);
end
$$;

-- Staff record the deposit as received: how (bank transfer, card, cash, other) and on which day.
create or replace function public.admin_receive_security_deposit(p_booking_id uuid, p_amount numeric, p_received_on date, p_method text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_staff('manage security deposits');
  perform private.deposit_booking(p_booking_id);
  if p_amount is null or p_amount <= 0 or p_amount > 1000000 then
    raise exception 'Amount: enter the amount received, more than €0'
      using errcode = '22023', detail = 'amount';
  end if;
  if p_method is null or p_method not in ('bank_transfer', 'card', 'cash', 'other') then
    raise exception 'How: choose bank transfer, card, cash or other'
      using errcode = '22023', detail = 'method';
  end if;
  if p_received_on is null or p_received_on > (now() at time zone 'Europe/Paris')::date then
    raise exception 'Received on: enter a day up to today'
      using errcode = '22023', detail = 'received_on';
  end if;
  insert into public.booking_security_deposits as d
    (booking_id, amount, requested_at, received_on, received_method)
  values (p_booking_id, p_amount, now(), p_received_on, p_method)
  on conflict (booking_id) do update
  set amount = excluded.amount, requested_at = coalesce(d.requested_at, excluded.requested_at),
    received_on = excluded.received_on, received_method = excluded.received_method;
end
$$;

-- Staff return the deposit: the day, and each deduction with its reason (p_deductions: a JSON
-- array of {amount, reason}); the amount returned is the deposit less the deductions. Final.
create or replace function public.admin_return_security_deposit(p_booking_id uuid, p_returned_on date, p_deductions jsonb default '[]'::jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_deposit public.booking_security_deposits;
  v_deductions public.deposit_deduction[] := '{}';
  v_item jsonb;
  v_index integer := 0;
  v_amount numeric;
  v_reason text;
begin
  perform private.require_staff('manage security deposits');
  select d.* into v_deposit from public.booking_security_deposits d
  where d.booking_id = p_booking_id for update;
  if not found or v_deposit.received_on is null then
    raise exception 'Record the security deposit as received before returning it'
      using errcode = '55000';
  end if;
  if p_returned_on is null or p_returned_on > (now() at time zone 'Europe/Paris')::date then
    raise exception 'Returned on: enter a day up to today'
      using errcode = '22023', detail = 'returned_on';
  end if;
  if p_returned_on < v_deposit.received_on then
    raise exception 'Returned on: the deposit was received on %, return it on that day or later',
      to_char(v_deposit.received_on, 'FMDD Mon YYYY')
      using errcode = '22023', detail = 'returned_on';
  end if;
  if jsonb_typeof(coalesce(p_deductions, '[]')) <> 'array' then
    raise exception 'Deductions: a list of amounts with their reasons'
      using errcode = '22023', detail = 'deductions';
  end if;
  for v_item in select value from jsonb_array_elements(coalesce(p_deductions, '[]')) loop
    v_index := v_index + 1;
    v_amount := case when jsonb_typeof(v_item -> 'amount') = 'number'
                     then (v_item ->> 'amount')::numeric end;
    v_reason := btrim(coalesce(v_item ->> 'reason', ''));
    if v_amount is null or v_amount <= 0 or v_amount <> round(v_amount, 2) then
      raise exception 'Deduction %: enter an amount above €0, in euros and cents', v_index
        using errcode = '22023', detail = format('deductions.%s.amount', v_index - 1);
    end if;
    if char_length(v_reason) not between 1 and 500 then
      raise exception 'Deduction %: say why, in up to 500 characters', v_index
        using errcode = '22023', detail = format('deductions.%s.reason', v_index - 1);
    end if;
    v_deductions := v_deductions || row(v_amount, v_reason)::public.deposit_deduction;
  end loop;
  if coalesce((select sum(d.amount) from unnest(v_deductions) as d), 0) > v_deposit.amount then
    raise exception 'Deductions: together they exceed the deposit of €%', v_deposit.amount
      using errcode = '22023', detail = 'deductions';
  end if;
  update public.booking_security_deposits
  set returned_on = p_returned_on, deductions = v_deductions
  where booking_id = p_booking_id;
end
$$;

-- Staff: every deposit received and not returned within 14 days of departure, oldest first.
create or replace function public.admin_overdue_security_deposits()
returns table(booking_id uuid, guest_name text, guest_email text, villa_name text, check_out date, return_due_on date, amount numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see security deposits');
  return query
  select b.id, b.guest_name, b.guest_email, v.name, b.check_out, b.check_out + 14, d.amount
  from public.booking_security_deposits d
  join public.bookings b on b.id = d.booking_id
  join public.villas v on v.id = b.villa_id
  where private.security_deposit_overdue(d.received_on, d.returned_on, b.check_out)
  order by b.check_out, b.id;
end
$$;

-- The guest's view of their deposit on the stay page (security definer: the visitor reads the
-- one booking whose live link they hold, as get_stay). A confirmed stay whose quote has a
-- deposit answers it as not requested yet; otherwise, and for a wrong token, no row.
create or replace function public.get_stay_security_deposit(p_token text)
returns table(state text, amount numeric, requested_at timestamp with time zone, received_on date, received_method text, returned_on date, returned_amount numeric, deductions public.deposit_deduction[], return_due_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select case when d.booking_id is null then 'not_requested' else private.security_deposit_state(d) end,
    coalesce(d.amount, (b.quote).security_deposit),
    d.requested_at, d.received_on, d.received_method, d.returned_on, d.returned_amount,
    coalesce(d.deductions, '{}'),
    b.check_out + 14
  from public.bookings b
  left join public.booking_security_deposits d on d.booking_id = b.id
  where b.id = private.stay_booking_id(p_token)
    and (d.booking_id is not null
         or (b.status = 'confirmed' and coalesce((b.quote).security_deposit, 0) > 0))
$$;

-- Reviews from real stays (issue 21, point 5): after departure the guest's thank-you email
-- carries a review link of its own, kept like the stay links (only its SHA-256, same lookup
-- for a wrong or unknown token). A link opens the review form of its stay once: from the
-- departure day, for a stay still confirmed, until a review of that stay is written.
create table private.review_links (
  token_hash bytea not null,
  booking_id uuid not null,
  issued_at timestamp with time zone default now() not null,
  used_at timestamp with time zone,
  constraint review_links_pkey primary key (token_hash),
  constraint review_links_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade
);

create index review_links_booking_idx on private.review_links (booking_id);

create or replace function private.mint_review_link(p_booking_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := translate(rtrim(encode(extensions.gen_random_bytes(16), 'base64'), '='),
                            '+/', '-_');
begin
  insert into private.review_links (token_hash, booking_id)
  values (private.stay_token_hash(v_token), p_booking_id);
  return v_token;
end
$$;

-- What the review page shows for a link: the stay, the name to sign with (first name and
-- initial), and whether it can be written now: open, used (a review of this stay exists),
-- not_yet (before the departure day) or closed (the stay was cancelled). A wrong or unknown
-- token answers no row. security definer: the visitor reads the one stay whose link they hold.
create or replace function public.get_review_invitation(p_token text)
returns table(villa_id uuid, villa_name text, villa_location text, check_in date, check_out date, signature text, state text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.villa_id, v.name, v.location, b.check_in, b.check_out,
    split_part(btrim(b.guest_name), ' ', 1)
      || coalesce(' ' || nullif(left(substring(btrim(b.guest_name) from '\s(\S+)$'), 1), '') || '.', ''),
    case
      when l.used_at is not null
        or exists (select 1 from public.villa_reviews r where r.booking_id = b.id) then 'used'
      when b.status <> 'confirmed' then 'closed'
      when b.check_out > (now() at time zone 'Europe/Paris')::date then 'not_yet'
      else 'open'
    end
  from private.review_links l
  join public.bookings b on b.id = l.booking_id
  join public.villas v on v.id = b.villa_id
  where l.token_hash = private.stay_token_hash(p_token)
$$;

-- The guest's review, through their link: it lands unapproved (staff approve it in Admin ›
-- Reviews), marked as written by the guest, verified by its stay, and every review link of the
-- stay is used. security definer: a visitor writes one review, of the stay whose link they hold.
create or replace function public.submit_stay_review(p_token text, p_rating integer, p_review_text text, p_guest_name text, p_guest_location text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link private.review_links;
  v_booking public.bookings;
begin
  select l.* into v_link from private.review_links l
  where l.token_hash = private.stay_token_hash(p_token)
  for update;
  if not found then
    raise exception 'This review link is not valid' using errcode = 'P0002';
  end if;
  select b.* into v_booking from public.bookings b where b.id = v_link.booking_id for update;
  if v_link.used_at is not null
     or exists (select 1 from public.villa_reviews r where r.booking_id = v_booking.id) then
    raise exception 'This review link has already been used' using errcode = '55000',
      hint = 'Thank you: your review of this stay has reached us.';
  end if;
  if v_booking.status <> 'confirmed' then
    raise exception 'This stay was cancelled: there is no stay to review' using errcode = '55000';
  end if;
  if v_booking.check_out > (now() at time zone 'Europe/Paris')::date then
    raise exception 'You can write your review from your departure day, %',
      to_char(v_booking.check_out, 'FMDD FMMonth YYYY')
      using errcode = '55000';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'Rating: choose from 1 to 5 stars' using errcode = '22023', detail = 'rating';
  end if;
  if char_length(btrim(coalesce(p_review_text, ''))) not between 1 and 5000 then
    raise exception 'Your review: write a few words, up to 5,000 characters'
      using errcode = '22023', detail = 'review_text';
  end if;
  if char_length(btrim(coalesce(p_guest_name, ''))) not between 1 and 200 then
    raise exception 'Your name: enter the name to sign with, up to 200 characters'
      using errcode = '22023', detail = 'guest_name';
  end if;
  if char_length(btrim(coalesce(p_guest_location, ''))) not between 1 and 200 then
    raise exception 'Where you are from: enter a city or country, up to 200 characters'
      using errcode = '22023', detail = 'guest_location';
  end if;

  perform set_config('riviera.guest_review', 'yes', true);
  insert into public.villa_reviews (villa_id, guest_name, guest_location, review_text, rating,
    booking_id, source, is_active, display_order)
  values (v_booking.villa_id, btrim(p_guest_name), btrim(p_guest_location), btrim(p_review_text),
    p_rating, v_booking.id, 'guest', false,
    coalesce((select max(r.display_order) from public.villa_reviews r
              where r.villa_id = v_booking.villa_id), 0) + 1);
  perform set_config('riviera.guest_review', '', true);
  update private.review_links l set used_at = now()
  where l.booking_id = v_booking.id and l.used_at is null;
end
$$;

-- Staff run the booking (issue 21, point 6) ---------------------------------------------------

-- A booking's short reference, the one guests quote: "RV-" and 4 characters of an alphabet
-- without look-alikes (no 0/O, 1/I/L, U), 810,000 of them; a longer one when 20 draws in a row
-- were taken. security definer: it must see every booking's reference, whoever inserts.
create or replace function private.new_booking_reference()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  v_length integer := 4;
  v_reference text;
begin
  loop
    for attempt in 1..20 loop
      select 'RV-' || string_agg(substr(v_alphabet, 1 + floor(random() * 30)::integer, 1), '')
      into v_reference
      from generate_series(1, v_length);
      if not exists (select 1 from public.bookings b where b.reference = v_reference) then
        return v_reference;
      end if;
    end loop;
    v_length := v_length + 1;
  end loop;
end
$$;

-- Every booking gets its reference when written, whoever writes it.
create or replace function private.assign_booking_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.reference, '') = '' then
    new.reference := private.new_booking_reference();
  end if;
  return new;
end
$$;

create trigger a_assign_booking_reference before insert on public.bookings
for each row execute function private.assign_booking_reference();

-- Staff entering a booking by hand (public.admin_create_booking): the request's Terms and
-- throttles do not apply, and the price may be stated. Set for its transaction only.
create or replace function private.staff_entry()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('rv.staff_entry', true), '') = 'on'
$$;

-- What cancelling costs on a day, from the tiers stored with the booking's quote: the tier
-- whose dates hold the day (Europe/Paris), after the last one (the stay has begun) the last
-- one, before the first nothing. A booking whose total was stated by staff is charged the
-- tier's percentage of that total (tourist tax apart); one without a stored quote costs
-- nothing by the tiers (staff say what is refunded).
create or replace function public.booking_cancellation_cost(p_quote public.stay_quote, p_total numeric, p_day date)
returns table(charge_percent numeric, cost numeric)
language sql
immutable
set search_path = ''
as $$
  with tiers as (
    select c.from_date, c.until_date, c.charge_percent, c.amount,
           row_number() over (order by c.until_date desc) as from_last
    from unnest(coalesce((p_quote).cancellation, '{}')) as c
  ),
  chosen as (
    select t.* from tiers t
    where p_day between t.from_date and t.until_date
       or (t.from_last = 1 and p_day > t.until_date)
    order by t.until_date
    limit 1
  )
  select coalesce((select c.charge_percent from chosen c), 0),
         coalesce((
           select case
                    when p_total is not distinct from (p_quote).total then c.amount
                    else round(greatest(p_total - coalesce((p_quote).tourist_tax, 0), 0)
                               * c.charge_percent / 100, 2)
                  end
           from chosen c), 0)
$$;

-- Staff confirm or decline a pending request, with an optional word to the guest (it goes into
-- the confirmation or decline email) and, for a decline, other villas to suggest. The status
-- change runs the usual checks (free dates, not expired) and writes the email.
create or replace function public.admin_decide_booking(p_booking_id uuid, p_decision text, p_message text default null::text, p_suggested_villa_ids uuid[] default '{}'::uuid[])
returns table(reference text, status public.booking_status)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  perform private.require_staff('confirm or decline bookings');
  if p_decision not in ('confirmed', 'cancelled') then
    raise exception 'A request is confirmed or declined' using errcode = '22023';
  end if;
  if char_length(v_message) > 2000 then
    raise exception 'The message to the guest is limited to 2000 characters' using errcode = '22023';
  end if;
  perform 1 from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  update public.bookings b
  set guest_message = v_message,
      suggested_villa_ids = case when p_decision = 'cancelled' then coalesce(array(
        select v.id from public.villas v
        where v.id = any (p_suggested_villa_ids) and v.id <> b.villa_id and v.is_active
        order by v.name), '{}') else '{}' end
  where b.id = p_booking_id and b.status = 'pending';
  update public.bookings b set status = p_decision::public.booking_status
  where b.id = p_booking_id;
  return query select b.reference, b.status from public.bookings b where b.id = p_booking_id;
end
$$;

-- Cancel a confirmed stay, at the guest's request or by staff. The cost is the stored tier of
-- today (Europe/Paris), the refund due what the guest paid beyond it; the booking keeps both,
-- its dates are free again and the guest is emailed (private.enqueue_decision_email). With
-- p_save false nothing changes: the answer is what cancelling would cost now.
create or replace function public.admin_cancel_booking(p_booking_id uuid, p_cancelled_by text, p_paid numeric, p_message text default null::text, p_save boolean default true)
returns table(reference text, day date, charge_percent numeric, cancellation_cost numeric, paid numeric, refund_due numeric)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_day date := (now() at time zone 'Europe/Paris')::date;
  v_percent numeric;
  v_cost numeric;
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  perform private.require_staff('cancel bookings');
  if p_cancelled_by is null or p_cancelled_by not in ('guest', 'staff') then
    raise exception 'Say who cancels: the guest or staff' using errcode = '22023';
  end if;
  if p_paid is null or p_paid < 0 then
    raise exception 'Enter what the guest has paid (0 or more)' using errcode = '22023';
  end if;
  if char_length(v_message) > 2000 then
    raise exception 'The message to the guest is limited to 2000 characters' using errcode = '22023';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  if v_booking.status <> 'confirmed' then
    raise exception 'Only a confirmed stay can be cancelled this way' using errcode = '55000',
      hint = 'Decline a pending request instead.';
  end if;
  select c.charge_percent, c.cost into v_percent, v_cost
  from public.booking_cancellation_cost(v_booking.quote, v_booking.total_price, v_day) as c;
  if p_save then
    perform set_config('rv.booking_change', v_booking.id::text, true);
    update public.bookings b
    set status = 'cancelled', cancelled_by = p_cancelled_by, cancelled_at = now(),
        cancellation_cost = v_cost, refund_due = greatest(p_paid - v_cost, 0),
        guest_message = v_message
    where b.id = v_booking.id;
    perform set_config('rv.booking_change', '', true);
  end if;
  return query select v_booking.reference, v_day, v_percent, v_cost, p_paid,
                      greatest(p_paid - v_cost, 0);
end
$$;

-- Move a confirmed stay to other dates or another villa: re-quoted by quote_stay with the same
-- guests (and the extras the new villa offers under the same names) as if this stay did not
-- hold its days, under the same rules; the difference from the stored total is answered. With
-- p_save the booking takes the new quote and total, the exclusion constraint guarding its new
-- days, and the guest is emailed with the old and new stay; without, nothing changes.
-- problem is why the new stay cannot be booked (quote_stay's, in English and in French).
create or replace function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text default null::text, p_save boolean default true)
returns table(reference text, bookable boolean, problem public.quote_problem, old_total numeric, new_total numeric, difference numeric, quote public.stay_quote)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_extras uuid[];
  v_quote public.stay_quote;
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  perform private.require_staff('move bookings');
  if char_length(v_message) > 2000 then
    raise exception 'The message to the guest is limited to 2000 characters' using errcode = '22023';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  if v_booking.status <> 'confirmed' then
    raise exception 'Only a confirmed stay can be moved' using errcode = '55000';
  end if;
  if v_booking.villa_id = p_villa_id and v_booking.check_in = p_check_in
     and v_booking.check_out = p_check_out then
    raise exception 'Choose other dates or another villa' using errcode = '22023';
  end if;
  v_extras := case when p_villa_id = v_booking.villa_id then v_booking.extras else coalesce(array(
    select n.id from public.villa_charges n
    join public.villa_charges o on o.id = any (v_booking.extras) and lower(o.name) = lower(n.name)
    where n.villa_id = p_villa_id and n.is_optional and n.is_active), '{}') end;
  -- One move or confirmation of a villa at a time (the lock enforce_booking_status_change
  -- takes), then the stay's own days are let go for the quote: the quote sees the villa as
  -- if this stay were not there, and the update below takes the new days or nothing.
  perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(p_villa_id::text));
  perform set_config('rv.booking_change', v_booking.id::text, true);
  update public.bookings b set occupied = 'empty' where b.id = v_booking.id;
  v_quote := public.quote_stay(p_villa_id, p_check_in, p_check_out, null,
                               coalesce(v_booking.adults, v_booking.guests_count),
                               v_booking.children, v_extras);
  if not v_quote.bookable or not p_save then
    -- Put the stay back as it was (its range, from the trigger's own rule).
    update public.bookings b
    set occupied = (select public.stay_range(b.check_in, b.check_out, v.changeover)
                    from public.villas v where v.id = b.villa_id)
    where b.id = v_booking.id;
  else
    update public.bookings b
    set villa_id = p_villa_id, check_in = p_check_in, check_out = p_check_out,
        quote = v_quote, total_price = v_quote.total, extras = v_quote.extras,
        guests_count = v_quote.guests, guest_message = v_message
    where b.id = v_booking.id;
    insert into public.notifications (kind, recipients, booking_id, payload, resend_of)
    select 'booking_moved', array[b.guest_email], b.id,
           private.booking_email_payload(b) || jsonb_build_object('previous', jsonb_build_object(
             'villa_id', v_booking.villa_id,
             'villa_name', (select v.name from public.villas v where v.id = v_booking.villa_id),
             'check_in', v_booking.check_in, 'check_out', v_booking.check_out,
             'total', v_booking.total_price)),
           -- a stay moved again: its email follows the first move's (one per kind otherwise)
           (select n.id from public.notifications n
            where n.booking_id = b.id and n.kind = 'booking_moved' and n.resend_of is null)
    from public.bookings b where b.id = v_booking.id;
  end if;
  perform set_config('rv.booking_change', '', true);
  return query select v_booking.reference, v_quote.bookable, v_quote.problem,
                      v_booking.total_price, v_quote.total,
                      v_quote.total - v_booking.total_price, v_quote;
end
$$;

-- Staff enter a booking taken by phone or email: the same rules and quote as a request from
-- the site (enforce_booking_request), or a price staff state with its reason; it is confirmed
-- at once (the usual checks) and the guest receives the confirmation email with their link, in
-- the language staff chose for the guest (issue 22; English by default).
create or replace function public.admin_create_booking(p_villa_id uuid, p_check_in date, p_check_out date, p_adults integer, p_children integer, p_extras uuid[], p_guest_name text, p_guest_email text, p_guest_phone text default null::text, p_special_requests text default null::text, p_manual_total numeric default null::numeric, p_manual_reason text default null::text, p_message text default null::text, p_language public.site_language default 'en'::public.site_language)
returns table(booking_id uuid, reference text, total numeric)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_reason text := nullif(btrim(coalesce(p_manual_reason, '')), '');
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  perform private.require_staff('enter bookings');
  if p_manual_total is not null then
    if p_manual_total < 0 then
      raise exception 'A price cannot be negative' using errcode = '22023';
    end if;
    if v_reason is null then
      raise exception 'Say why the price differs from the quote' using errcode = '22023';
    end if;
    if char_length(v_reason) > 500 then
      raise exception 'The reason is limited to 500 characters' using errcode = '22023';
    end if;
  end if;
  if char_length(v_message) > 2000 then
    raise exception 'The message to the guest is limited to 2000 characters' using errcode = '22023';
  end if;
  perform set_config('rv.staff_entry', 'on', true);
  perform set_config('rv.manual_total', coalesce(round(p_manual_total, 2)::text, ''), true);
  perform set_config('rv.manual_reason', coalesce(v_reason, ''), true);
  insert into public.bookings (id, villa_id, check_in, check_out, adults, children, extras,
                               guest_name, guest_email, guest_phone, special_requests,
                               guests_count, language)
  values (v_id, p_villa_id, p_check_in, p_check_out, p_adults, coalesce(p_children, 0),
          coalesce(p_extras, '{}'), p_guest_name, p_guest_email, p_guest_phone,
          p_special_requests, p_adults + coalesce(p_children, 0),
          coalesce(p_language, 'en'::public.site_language));
  perform set_config('rv.staff_entry', '', true);
  perform set_config('rv.manual_total', '', true);
  perform set_config('rv.manual_reason', '', true);
  update public.bookings b set guest_message = v_message where b.id = v_id;
  update public.bookings b set status = 'confirmed' where b.id = v_id;
  return query select b.id, b.reference, b.total_price from public.bookings b where b.id = v_id;
end
$$;
