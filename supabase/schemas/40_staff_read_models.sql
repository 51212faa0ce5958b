-- What the admin reads, computed in the database: pages and counts of bookings and messages, the
-- planner, today, what needs attention, analytics and occupancy. The staff-only ones start with
-- private.require_staff().
set check_function_bodies = off;

-- What admin_attention answers: composite types, so the generated types carry every field.
create type public.feed_ref as (villa_id uuid, villa text, feed text);

create or replace function public.admin_attention()
returns table (
  failed_emails integer,
  failing_feeds public.feed_ref[],
  conflicting_feeds public.feed_ref[],
  missing_legal_identity text[],
  sample_contact_phone boolean
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see what needs attention');
  return query
  select
    -- The last week's failures that no resend has replaced.
    (select count(*)::int
     from public.notifications n
     where n.status = 'failed'
       and n.created_at > now() - interval '7 days'
       and not exists (select from public.notifications r where r.resend_of = n.id)),
    array(
      select row(v.id, v.name, f.name)::public.feed_ref
      from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
      where f.last_error is not null
      order by v.name, f.name),
    array(
      select row(v.id, v.name, f.name)::public.feed_ref
      from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
      where jsonb_array_length(f.conflicts) > 0
      order by v.name, f.name),
    -- The legal identity items still empty, by setting key, in the order of the Profile Settings
    -- form (the admin names each as its form field, in the staff member's language).
    array(
      select item.setting_key
      from (values
        (1, 'legal_company_name'),
        (2, 'legal_form'),
        (3, 'legal_share_capital'),
        (4, 'legal_registered_office'),
        (5, 'legal_rcs_number'),
        (6, 'legal_rcs_city'),
        (7, 'legal_vat_number'),
        (8, 'legal_publication_director'),
        (9, 'legal_host_name'),
        (10, 'legal_host_address'),
        (11, 'legal_host_phone'),
        (12, 'legal_mediator_name'),
        (13, 'legal_mediator_address'),
        (14, 'legal_mediator_website')
      ) as item (n, setting_key)
      left join public.site_settings s on s.setting_key = item.setting_key
      where coalesce(btrim(s.setting_value), '') = ''
      order by item.n),
    -- The phone number the site started with (migration 20261126130000) is not a real one.
    exists (select from public.site_settings s
            where s.setting_key = 'contact_phone'
              and regexp_replace(s.setting_value, '[^0-9]', '', 'g') = '33494000000');
end
$$;

-- "Currently Blocked Periods": runs of consecutive stored blocked days of one villa and reason,
-- and confirmed stays (the days they occupy), that end today or later; by first day, then villa.
create or replace function public.admin_blocked_periods(p_villa_id uuid default null::uuid, p_limit integer default 50, p_offset integer default 0)
returns table(villa_id uuid, villa_name text, villa_location text, start_day date, end_day date, reason text, is_booking boolean, day_count integer, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
begin
  perform private.require_staff('read blocked periods');
  perform private.require_page(p_limit, p_offset, 'periods');

  return query
  with stored as (
    select bd.villa_id, coalesce(bd.reason, '') as reason, bd.blocked_date,
      bd.blocked_date - (row_number() over (
        partition by bd.villa_id, coalesce(bd.reason, '') order by bd.blocked_date
      ))::integer as island
    from public.blocked_dates bd
    where p_villa_id is null or bd.villa_id = p_villa_id
  ),
  periods as (
    select s.villa_id, min(s.blocked_date) as first_day, max(s.blocked_date) as last_day,
      s.reason, false as booking
    from stored s
    group by s.villa_id, s.reason, s.island
    having max(s.blocked_date) >= v_today
    union all
    select b.villa_id, lower(b.occupied), upper(b.occupied) - 1, 'Booking: ' || b.guest_name, true
    from public.bookings b
    where b.status = 'confirmed'
      and upper(b.occupied) - 1 >= v_today
      and (p_villa_id is null or b.villa_id = p_villa_id)
  )
  select p.villa_id, v.name, v.location, p.first_day, p.last_day, p.reason, p.booking,
    (p.last_day - p.first_day + 1)::integer, count(*) over ()
  from periods p
  join public.villas v on v.id = p.villa_id
  order by p.first_day, v.name, p.booking, p.reason
  limit p_limit offset p_offset;
end;
$$;

-- The count cards: how many bookings match the other filters, per shown status, in one call.
create or replace function public.admin_booking_counts(p_villa_id uuid default null::uuid, p_stay_from date default null::date, p_stay_to date default null::date, p_created_from date default null::date, p_created_to date default null::date, p_search text default null::text)
returns table(pending bigint, confirmed bigint, cancelled bigint, expired bigint, total bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list bookings');
  return query
  select
    count(*) filter (where m.status = 'pending' and (m.expires_at is null or m.expires_at > now())),
    count(*) filter (where m.status = 'confirmed'),
    count(*) filter (where m.status = 'cancelled'),
    count(*) filter (where m.status = 'pending' and m.expires_at <= now()),
    count(*)
  from public.admin_bookings_matching(
    p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
  ) m;
end;
$$;

-- Staff find a booking by the reference its guest quotes: "RV-" and the first characters of its
-- id (the confirmation page and every booking email give "RV-" + 8 characters). The search box
-- of Booking Management takes it beside name, email and phone; case and a missing dash do not
-- matter ("rv54ab80f3"). The page and the counts share this definition.
create or replace function public.admin_bookings_matching(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text)
returns setof public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  -- The id's start, without dashes, when the text is a reference ("RV-54AB80F3").
  v_id_start text := lower(substring(v_text from '^[Rr][Vv]-?([0-9A-Fa-f]{4,32})$'));
begin
  perform private.require_staff('list bookings');
  if v_text is not null then
    v_pattern := '%' || replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select b.*
  from public.bookings b
  where (p_villa_id is null or b.villa_id = p_villa_id)
    and (p_stay_from is null or b.check_out >= p_stay_from)
    and (p_stay_to is null or b.check_in <= p_stay_to)
    and (p_created_from is null
      or b.created_at >= (p_created_from::timestamp at time zone 'utc'))
    and (p_created_to is null
      or b.created_at < ((p_created_to + 1)::timestamp at time zone 'utc'))
    and (v_pattern is null
      or b.guest_name ilike v_pattern escape '\'
      or b.guest_email ilike v_pattern escape '\'
      or b.guest_phone ilike v_pattern escape '\'
      or (v_id_start is not null and starts_with(replace(b.id::text, '-', ''), v_id_start))
      -- the short reference (issue 21): "RV-7K3Q", "rv7k3q" or "7K3Q"
      or b.reference = 'RV-' || upper(regexp_replace(v_text, '^[Rr][Vv]-?', '')));
end;
$$;

-- One page of the filtered list, with the villa, the live requests each live request overlaps
-- (other pending, unexpired requests for the same villa sharing a night, as the cards flagged
-- them) and the number of rows matching in all. Sort: created_at, check_in or total_price, then
-- id, so pages never share or skip a row.
create or replace function public.admin_bookings_page(p_status text DEFAULT NULL::text, p_villa_id uuid DEFAULT NULL::uuid, p_stay_from date DEFAULT NULL::date, p_stay_to date DEFAULT NULL::date, p_created_from date DEFAULT NULL::date, p_created_to date DEFAULT NULL::date, p_search text DEFAULT NULL::text, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0, p_reason text DEFAULT NULL::text)
returns table (id uuid, villa_id uuid, villa_name text, villa_location text, guest_name text, guest_email text, guest_phone text, guests_count integer, check_in date, check_out date, total_price numeric, special_requests text, status public.booking_status, expires_at timestamp with time zone, created_at timestamp with time zone, "overlaps" jsonb, total_count bigint, reference text, source text, price_note text, cancelled_by text, cancellation_reason text, cancelled_at timestamp with time zone, cancellation_cost numeric, refund_due numeric, guest_message text, language public.site_language)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list bookings');
  -- A payment state (issue 21) filters confirmed stays by what they paid (booking_money).
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'expired',
      'awaiting_deposit', 'deposit_received', 'paid_in_full', 'overdue') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_reason is not null and p_reason not in ('declined', 'withdrawn', 'lapsed', 'guest_cancelled',
                                                'staff_cancelled') then
    raise exception 'Unknown cancellation reason filter: %', p_reason using errcode = '22023';
  end if;
  if p_sort not in ('created_at', 'check_in', 'total_price') then
    raise exception 'Unknown sort column: %', p_sort using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'bookings');

  return query
  with matching as (
    select m.*, count(*) over () as total
    from public.admin_bookings_matching(
      p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
    ) m
    where case p_status
      when 'pending' then m.status = 'pending' and (m.expires_at is null or m.expires_at > now())
      when 'expired' then m.status = 'pending' and m.expires_at <= now()
      when 'confirmed' then m.status = 'confirmed'
      when 'cancelled' then m.status = 'cancelled'
      else p_status is null
        or (m.status = 'confirmed' and (public.booking_money(m.id)).state = p_status)
    end
    -- who cancelled and why (issue 21): a reason filter shows cancelled bookings only
    and (p_reason is null or (m.status = 'cancelled' and m.cancellation_reason = p_reason))
  ),
  page as (
    select m.* from matching m
    order by
      case when p_ascending and p_sort = 'created_at' then m.created_at end asc,
      case when p_ascending and p_sort = 'check_in' then m.check_in end asc,
      case when p_ascending and p_sort = 'total_price' then m.total_price end asc,
      case when p_ascending then m.id end asc,
      case when not p_ascending and p_sort = 'created_at' then m.created_at end desc,
      case when not p_ascending and p_sort = 'check_in' then m.check_in end desc,
      case when not p_ascending and p_sort = 'total_price' then m.total_price end desc,
      case when not p_ascending then m.id end desc
    limit p_limit offset p_offset
  )
  select p.id, p.villa_id, v.name, v.location, p.guest_name, p.guest_email, p.guest_phone,
    p.guests_count, p.check_in, p.check_out, p.total_price, p.special_requests, p.status,
    p.expires_at, p.created_at,
    case when p.status = 'pending' and (p.expires_at is null or p.expires_at > now()) then (
      select coalesce(
        jsonb_agg(jsonb_build_object('id', o.id, 'guest_name', o.guest_name)
          order by o.created_at, o.id),
        '[]'::jsonb)
      from public.bookings o
      where o.villa_id = p.villa_id
        and o.id <> p.id
        and o.status = 'pending'
        and (o.expires_at is null or o.expires_at > now())
        and o.check_in < p.check_out
        and p.check_in < o.check_out
    ) else '[]'::jsonb end,
    p.total,
    p.reference, p.source, p.price_note, p.cancelled_by, p.cancellation_reason, p.cancelled_at,
    p.cancellation_cost, p.refund_due, p.guest_message,
    -- the guest's words (special requests) are marked with it on the staff screens
    p.language
  from page p
  left join public.villas v on v.id = p.villa_id
  order by
    case when p_ascending and p_sort = 'created_at' then p.created_at end asc,
    case when p_ascending and p_sort = 'check_in' then p.check_in end asc,
    case when p_ascending and p_sort = 'total_price' then p.total_price end asc,
    case when p_ascending then p.id end asc,
    case when not p_ascending and p_sort = 'created_at' then p.created_at end desc,
    case when not p_ascending and p_sort = 'check_in' then p.check_in end desc,
    case when not p_ascending and p_sort = 'total_price' then p.total_price end desc,
    case when not p_ascending then p.id end desc;
end;
$$;

-- What the flood control held for review (private.hold_for_review), for the
-- admin: booking requests still waiting (pending, not expired) and messages nobody has read
-- yet, with their ids so Booking Management and Messages can label them. Newest first, at most
-- 500 ids each (the counts are exact). Staff only.
create or replace function public.admin_held_for_review()
returns table(booking_requests integer, messages integer, booking_ids uuid[], message_ids uuid[])
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see what is held for review');
  return query
  with
  held_bookings as (
    select b.id, b.created_at from public.bookings b
    where b.held_for_review and b.status = 'pending' and b.expires_at > now()
  ),
  held_messages as (
    select c.id, c.created_at from public.contact_submissions c
    where c.held_for_review and c.status = 'unread'
  )
  select
    (select count(*)::integer from held_bookings),
    (select count(*)::integer from held_messages),
    coalesce(array(select h.id from held_bookings h order by h.created_at desc limit 500), '{}'),
    coalesce(array(select h.id from held_messages h order by h.created_at desc limit 500), '{}');
end
$$;

-- The counts: per form type, how many messages match the search in each status (two rows,
-- general and concierge, always both). The screen adds them up for "all" and reads the unread
-- badges of the form-type tabs from them.
create or replace function public.admin_message_counts(p_search text default null)
returns table (
  form_type public.enquiry_form_type,
  unread bigint,
  read bigint,
  replied bigint,
  total bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  return query
  select t.form_type,
    count(m.id) filter (where m.status = 'unread'),
    count(m.id) filter (where m.status = 'read'),
    count(m.id) filter (where m.status = 'replied'),
    count(m.id)
  from (values ('general'::public.enquiry_form_type), ('concierge')) as t (form_type)
  left join public.admin_messages_matching(null, p_search) m on m.form_type = t.form_type
  group by t.form_type
  order by t.form_type = 'concierge', t.form_type;
end;
$$;

-- The messages matching the search and form type: the one definition the page and the counts
-- share.
create or replace function public.admin_messages_matching(p_form_type text, p_search text)
returns setof public.contact_submissions
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pattern text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform private.require_staff('list messages');
  if p_form_type is not null and p_form_type not in ('general', 'concierge') then
    raise exception 'Unknown form type: %', p_form_type using errcode = '22023';
  end if;
  if v_pattern is not null then
    v_pattern := '%' || replace(replace(replace(v_pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select c.*
  from public.contact_submissions c
  where (p_form_type is null or c.form_type::text = p_form_type)
    and (v_pattern is null
      or c.name ilike v_pattern escape '\'
      or c.email ilike v_pattern escape '\'
      or c.phone ilike v_pattern escape '\'
      or c.message ilike v_pattern escape '\');
end;
$$;

-- One page of the filtered messages, newest first, with the number matching in all, and the
-- language each was written in (staff reply in it).
create or replace function public.admin_messages_page(p_status text DEFAULT NULL::text, p_form_type text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
returns table (id uuid, name text, email text, phone text, message text, form_type public.enquiry_form_type, status public.message_status, created_at timestamp with time zone, language public.site_language, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  if p_status is not null and p_status not in ('unread', 'read', 'replied') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'messages');

  return query
  select m.id, m.name, m.email, m.phone, m.message, m.form_type, m.status, m.created_at,
    m.language, count(*) over ()
  from public.admin_messages_matching(p_form_type, p_search) m
  where p_status is null or m.status::text = p_status
  order by m.created_at desc, m.id desc
  limit p_limit offset p_offset;
end;
$$;

-- The sidebar's badges: live requests waiting for a decision and unread messages.
create or replace function public.admin_nav_counts()
returns table(pending_requests integer, unread_messages integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see the day''s business');
  return query
  select
    (select count(*)::integer from public.bookings b
      where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())),
    (select count(*)::integer from public.contact_submissions m where m.status = 'unread');
end;
$$;

-- What admin_planner answers: composite types, so the generated types carry every field.
create type public.planner_villa as (
  id uuid,
  name text,
  location text,
  changeover public.villa_changeover
);
create type public.planner_stay as (
  id uuid,
  villa_id uuid,
  villa_name text,
  villa_location text,
  guest_name text,
  guest_email text,
  guest_phone text,
  guests_count integer,
  check_in date,
  check_out date,
  total_price numeric,
  special_requests text,
  status public.booking_status,
  expires_at timestamptz,
  created_at timestamptz,
  occupied text,
  "overlaps" jsonb,
  reference text,
  source text,
  price_note text,
  language public.site_language
);
create type public.planner_blocked_run as (villa_id uuid, first date, last date, reason text);
create type public.planner_window as (
  "from" date,
  "to" date,
  villas public.planner_villa[],
  stays public.planner_stay[],
  blocked public.planner_blocked_run[]
);

-- The occupancy planner: every active villa's confirmed stays, live pending requests (an
-- expired one holds nothing) and blocked days in a window of days, in one call. Staff only (42501 for anyone
-- else); a window covers at most 190 days, so an answer stays one screen's worth.
create or replace function public.admin_planner(p_from date, p_to date)
returns public.planner_window
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('read the planner');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The window must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 190 then
    raise exception 'A planner window covers at most 190 days' using errcode = '22023';
  end if;

  return row(
    p_from,
    p_to,
    array(
      select row(v.id, v.name, v.location, v.changeover)::public.planner_villa
      from public.villas v where v.is_active
      order by v.name),
    array(
      select row(
        b.id, b.villa_id, v.name, v.location, b.guest_name, b.guest_email, b.guest_phone,
        b.guests_count, b.check_in, b.check_out, b.total_price, b.special_requests,
        b.status, b.expires_at, b.created_at, b.occupied::text, '[]'::jsonb,
        b.reference, b.source, b.price_note, b.language
      )::public.planner_stay
      from public.bookings b
      join public.villas v on v.id = b.villa_id and v.is_active
      where (b.status = 'confirmed' or (b.status = 'pending' and b.expires_at > now()))
        and b.check_in <= p_to and b.check_out >= p_from
      order by b.villa_id, b.check_in),
    -- Blocked days as runs of consecutive days with one reason: a winter closure is one row.
    array(
      select row(r.villa_id, r.first_day, r.last_day, r.reason)::public.planner_blocked_run
      from (
        select d.villa_id, nullif(d.reason, '') as reason,
          min(d.blocked_date) as first_day, max(d.blocked_date) as last_day
        from (
          select bd.villa_id, bd.blocked_date, coalesce(bd.reason, '') as reason,
            bd.blocked_date - (row_number() over (
              partition by bd.villa_id, coalesce(bd.reason, '') order by bd.blocked_date
            ))::integer as island
          from public.blocked_dates bd
          join public.villas v on v.id = bd.villa_id and v.is_active
          where bd.blocked_date between p_from and p_to
        ) d
        group by d.villa_id, d.reason, d.island
      ) r
      order by r.villa_id, r.first_day)
  )::public.planner_window;
end;
$$;

create or replace function public.admin_season_summary(p_from date default ((now() at time zone 'Europe/Paris'::text))::date, p_to date default null::date)
returns table(villa_id uuid, villa_name text, villa_location text, season_count bigint, past_count bigint, has_overlap boolean, conflict_count bigint, conflict_winner text, conflict_other text, conflict_priority integer, conflict_from date, conflict_to date)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_from date := coalesce(p_from, (now() at time zone 'Europe/Paris')::date);
  v_to date := coalesce(p_to, (coalesce(p_from, (now() at time zone 'Europe/Paris')::date) + interval '12 months')::date - 1);
begin
  perform private.require_staff('list seasonal prices');
  if v_to < v_from then
    raise exception 'The range ends before it starts' using errcode = '22023';
  end if;

  return query
  with counts as (
    select s.villa_id,
      count(*) as season_count,
      count(*) filter (where s.end_date < v_from) as past_count
    from public.seasonal_pricing s
    group by s.villa_id
  ),
  pairs as (
    select a.villa_id,
      a.priority = b.priority as same_priority,
      a.priority,
      greatest(a.start_date, b.start_date, v_from) as from_day,
      least(a.end_date, b.end_date, v_to) as to_day,
      -- a wins when it comes first in the pricing order
      (a.start_date, a.created_at) > (b.start_date, b.created_at)
        or ((a.start_date, a.created_at) = (b.start_date, b.created_at) and a.id < b.id)
        as a_wins,
      a.season_name as a_name,
      b.season_name as b_name
    from public.seasonal_pricing a
    join public.seasonal_pricing b
      on b.villa_id = a.villa_id
     and b.id > a.id
     and b.is_active
     and b.end_date >= v_from
     and b.start_date <= v_to
    where a.is_active
      and a.end_date >= v_from
      and a.start_date <= v_to
      -- a shared day, inside the range
      and greatest(a.start_date, b.start_date, v_from) <= least(a.end_date, b.end_date, v_to)
  ),
  overlapping as (
    select distinct p.villa_id from pairs p
  ),
  conflicts as (
    select p.villa_id, p.priority, p.from_day, p.to_day,
      case when p.a_wins then p.a_name else p.b_name end as winner,
      case when p.a_wins then p.b_name else p.a_name end as other,
      count(*) over (partition by p.villa_id) as total,
      row_number() over (
        partition by p.villa_id
        order by p.from_day, p.to_day, p.a_name, p.b_name
      ) as pair_rank
    from pairs p
    where p.same_priority
  )
  select c.villa_id, v.name, v.location, c.season_count, c.past_count,
    o.villa_id is not null,
    coalesce(k.total, 0),
    k.winner, k.other, k.priority, k.from_day, k.to_day
  from counts c
  join public.villas v on v.id = c.villa_id
  left join overlapping o on o.villa_id = c.villa_id
  left join conflicts k on k.villa_id = c.villa_id and k.pair_rank = 1
  order by v.name, c.villa_id;
end;
$$;

-- What admin_today answers: composite types, so the generated types carry every field.
create type public.today_stay as (
  id uuid,
  villa_id uuid,
  villa text,
  guest_name text,
  guest_email text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  reference text
);
create type public.today_request as (
  id uuid,
  villa_id uuid,
  villa text,
  guest_name text,
  guest_email text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  total_price numeric,
  created_at timestamptz,
  expires_at timestamptz,
  reference text
);
create type public.today_message as (
  id uuid,
  name text,
  email text,
  form_type public.enquiry_form_type,
  created_at timestamptz
);
create type public.today_occupancy as (
  "from" date,
  "to" date,
  nights_available numeric,
  nights_booked numeric,
  occupancy_rate numeric
);
create type public.admin_today as (
  today date,
  week_end date,
  arrivals public.today_stay[],
  arrival_count bigint,
  departures public.today_stay[],
  departure_count bigint,
  pending public.today_request[],
  pending_count bigint,
  unread public.today_message[],
  unread_count bigint,
  occupancy public.today_occupancy
);

create or replace function public.admin_today()
returns public.admin_today
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_week_end date := v_today + 6;
  v_result public.admin_today;
begin
  perform private.require_staff('see the day''s business');

  with
  arrivals as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between v_today and v_week_end
  ),
  departures as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_out between v_today and v_week_end
  ),
  -- Live requests only: one past its expires_at blocks nothing and cannot be confirmed.
  pending as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())
  ),
  unread as (
    select m.id, m.name, m.email, m.form_type, m.created_at
    from public.contact_submissions m
    where m.status = 'unread'
  ),
  occupancy as (
    select coalesce(sum(n.nights_available), 0) as available,
      coalesce(sum(n.nights_booked), 0) as booked
    from public.nights_by_villa_month(v_today, v_today + 29) n
  )
  -- Into the composite variable field by field.
  select
    v_today,
    v_week_end,
    array(
      select row(a.id, a.villa_id, a.villa, a.guest_name, a.guest_email, a.guests_count,
        a.check_in, a.check_out, a.check_out - a.check_in, a.reference)::public.today_stay
      from arrivals a order by a.check_in, a.villa, a.id limit 100),
    (select count(*) from arrivals),
    array(
      select row(d.id, d.villa_id, d.villa, d.guest_name, d.guest_email, d.guests_count,
        d.check_in, d.check_out, d.check_out - d.check_in, d.reference)::public.today_stay
      from departures d order by d.check_out, d.villa, d.id limit 100),
    (select count(*) from departures),
    -- The request that expires first is the one to decide first.
    array(
      select row(p.id, p.villa_id, p.villa, p.guest_name, p.guest_email, p.guests_count,
        p.check_in, p.check_out, p.check_out - p.check_in, p.total_price, p.created_at,
        p.expires_at, p.reference)::public.today_request
      from pending p order by p.expires_at nulls last, p.created_at, p.id limit 100),
    (select count(*) from pending),
    array(
      select row(u.id, u.name, u.email, u.form_type, u.created_at)::public.today_message
      from unread u order by u.created_at desc, u.id limit 5),
    (select count(*) from unread),
    (select row(v_today, v_today + 29, o.available, o.booked,
        public.occupancy_rate(o.booked, o.available))::public.today_occupancy
     from occupancy o)
  into v_result;
  return v_result;
end;
$$;

-- Manage Villas lists every villa in compact rows; each row says how many bookings the villa has,
-- so staff know before they try that a booked villa cannot be deleted (keep_villa_with_bookings:
-- bookings are kept for the guests' records) and is deactivated instead.
--
-- One row per villa that has bookings (a villa without any has no row):
--   booking_count    every booking, whatever its status (what blocks a delete)
--   upcoming_count   confirmed stays that have not ended yet
-- One grouped scan of bookings (~25,000 rows at the large scale): far below the list's budget.
-- Staff only: anyone else is refused (42501), never given an empty list.
create or replace function public.admin_villa_booking_counts()
returns table(villa_id uuid, booking_count bigint, upcoming_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('count bookings');

  return query
  select b.villa_id,
    count(*) as booking_count,
    count(*) filter (where b.status = 'confirmed' and b.check_out >= (now() at time zone 'Europe/Paris')::date)
      as upcoming_count
  from public.bookings b
  group by b.villa_id
  order by b.villa_id;
end;
$$;

-- What booking_analytics answers: composite types, so the generated types carry every field.
create type public.analytics_figures as (
  nights_available numeric,
  nights_booked numeric,
  occupancy_rate numeric,
  revenue numeric,
  average_daily_rate numeric,
  bookings bigint,
  average_booking_value numeric,
  average_lead_days numeric,
  -- Revenue split by what the stored offers charged for (issue 20): rent (the nights after
  -- discounts), fees and extras; rent + fees + extras = revenue to the cent. The tourist tax
  -- collected for the commune is apart: it is not revenue.
  rent numeric,
  fees numeric,
  extras numeric,
  tourist_tax numeric
);
create type public.analytics_month as (month text, figures public.analytics_figures);
create type public.analytics_villa as (
  villa_id uuid,
  villa_name text,
  figures public.analytics_figures
);
create type public.analytics_report as (
  "from" date,
  "to" date,
  totals public.analytics_figures,
  by_month public.analytics_month[],
  by_villa public.analytics_villa[]
);

-- Occupancy, revenue, average daily rate, average booking value, lead time and booking count
-- for a period (both days included), in total, by month and by villa; the nights and revenue
-- from nights_by_villa_month (definitions above). Bookings, average booking value and lead time
-- = confirmed stays arriving in the period: their count, average total, and average days from
-- request to arrival. Revenue and booking values leave out the tourist tax of the stored offer
-- (tax is not revenue). The split of revenue: fees and extras are the stored offer's, spread
-- over the nights like revenue; rent is the rest (the nights after discounts), so rent + fees +
-- extras = revenue to the cent. A booking made before offers were stored (no quote) is all
-- rent. The tourist tax collected, spread the same way, is given apart.
create or replace function public.booking_analytics(p_from date, p_to date)
returns public.analytics_report
language plpgsql
stable
set search_path = ''
as $$
declare
  v_result public.analytics_report;
begin
  perform private.require_staff('read booking analytics');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The period must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 3660 then
    raise exception 'A period covers at most ten years' using errcode = '22023';
  end if;

  with
  villas as (select v.id, v.name from public.villas v where v.is_active),
  nights as (select * from public.nights_by_villa_month(p_from, p_to)),
  arrivals as (
    select b.villa_id,
      date_trunc('month', b.check_in)::date as month,
      b.total_price - coalesce((b.quote).tourist_tax, 0) as total_price,
      b.check_in - (b.created_at at time zone 'utc')::date as lead_days
    from public.bookings b
    join villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between p_from and p_to
  ),
  sums as (
    select 'total' as kind, null::date as month, null::uuid as villa_id,
      (select sum(n.nights_available) from nights n) as available,
      (select sum(n.nights_booked) from nights n) as booked,
      (select coalesce(sum(n.revenue), 0) from nights n) as revenue,
      (select coalesce(sum(n.fees), 0) from nights n) as fees,
      (select coalesce(sum(n.extras), 0) from nights n) as extras,
      (select coalesce(sum(n.tourist_tax), 0) from nights n) as tourist_tax,
      (select count(*) from arrivals) as bookings,
      (select avg(total_price) from arrivals) as avg_value,
      (select avg(lead_days) from arrivals) as avg_lead
    union all
    select 'month', n.month, null,
      sum(n.nights_available), sum(n.nights_booked), sum(n.revenue),
      sum(n.fees), sum(n.extras), sum(n.tourist_tax),
      coalesce(max(a.n), 0), max(a.avg_value), max(a.avg_lead)
    from nights n
    left join (
      select month, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by month
    ) a using (month)
    group by n.month
    union all
    select 'villa', null, n.villa_id,
      sum(n.nights_available), sum(n.nights_booked), sum(n.revenue),
      sum(n.fees), sum(n.extras), sum(n.tourist_tax),
      coalesce(max(a.n), 0), max(a.avg_value), max(a.avg_lead)
    from nights n
    left join (
      select villa_id, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by villa_id
    ) a using (villa_id)
    group by n.villa_id
  ),
  figures as (
    select s.kind, s.month, s.villa_id,
      row(
        coalesce(s.available, 0),
        coalesce(s.booked, 0),
        public.occupancy_rate(coalesce(s.booked, 0), coalesce(s.available, 0)),
        round(s.revenue, 2),
        case when s.booked > 0 then round(s.revenue / s.booked, 2) else 0 end,
        s.bookings,
        coalesce(round(s.avg_value, 2), 0),
        coalesce(round(s.avg_lead, 1), 0),
        round(s.revenue, 2) - round(s.fees, 2) - round(s.extras, 2),
        round(s.fees, 2),
        round(s.extras, 2),
        round(s.tourist_tax, 2)
      )::public.analytics_figures as f
    from sums s
  )
  -- Into the composite variable field by field (a single row() would land in its first field).
  select
    p_from,
    p_to,
    (select f from figures where kind = 'total'),
    array(
      select row(to_char(month, 'YYYY-MM'), f)::public.analytics_month
      from figures where kind = 'month' order by month),
    array(
      select row(fi.villa_id, v.name, fi.f)::public.analytics_villa
      from figures fi join villas v on v.id = fi.villa_id
      where fi.kind = 'villa' order by v.name)
  into v_result;
  return v_result;
end;
$$;

create or replace function public.booking_card_figures(p_day date)
returns table(month_start date, month_end date, nights_available integer, nights_booked integer, occupancy_rate numeric, total_revenue numeric, confirmed_count integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_day)::date;
  v_end date := (date_trunc('month', p_day) + interval '1 month - 1 day')::date;
begin
  perform private.require_staff('read booking analytics');
  return query
  with nights as (
    select coalesce(sum(n.nights_available), 0)::integer as available,
      coalesce(sum(n.nights_booked), 0)::integer as booked
    from public.nights_by_villa_month(v_start, v_end) n
  )
  select v_start, v_end, nights.available, nights.booked,
    public.occupancy_rate(nights.booked, nights.available),
    -- Revenue: the tourist tax of the stored offers left out (issue 20).
    (select coalesce(sum(b.total_price - coalesce((b.quote).tourist_tax, 0)), 0)
     from public.bookings b where b.status = 'confirmed'),
    (select count(*)::integer from public.bookings b where b.status = 'confirmed')
  from nights;
end;
$$;

-- One row per active villa and month of the period (both days included), free months too: the
-- nights available and booked, the revenue of the booked nights and, of that revenue, the stored
-- offers' fees and extras; the tourist tax collected on those nights apart (not revenue). Each
-- amount is the stay's, spread evenly over its nights; a stay without a stored offer has no
-- fees, extras or tax.
create or replace function public.nights_by_villa_month(p_from date, p_to date)
returns table(villa_id uuid, month date, nights_available integer, nights_booked integer, revenue numeric, fees numeric, extras numeric, tourist_tax numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('read booking analytics');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The period must end on or after its start' using errcode = '22023';
  end if;
  return query
  with
  villas as (select v.id from public.villas v where v.is_active),
  months as (
    select date_trunc('month', d)::date as month, count(*)::integer as days
    from generate_series(p_from, p_to, interval '1 day') as d
    group by 1
  ),
  booked as (
    select b.villa_id, date_trunc('month', n)::date as month,
      count(*)::integer as nights,
      -- The tourist tax is collected for the commune, not earned: revenue is the stored
      -- offer's total without it (issue 20), spread evenly over the nights.
      sum((b.total_price - coalesce((b.quote).tourist_tax, 0)) / (b.check_out - b.check_in))
        as revenue,
      sum(coalesce((b.quote).fees, 0) / (b.check_out - b.check_in)) as fees,
      sum(coalesce((b.quote).extras_total, 0) / (b.check_out - b.check_in)) as extras,
      sum(coalesce((b.quote).tourist_tax, 0) / (b.check_out - b.check_in)) as tourist_tax
    from public.bookings b
    join villas v on v.id = b.villa_id
    cross join lateral generate_series(
      greatest(b.check_in, p_from), least(b.check_out - 1, p_to), interval '1 day'
    ) as n
    where b.status = 'confirmed' and b.check_in <= p_to and b.check_out > p_from
    group by 1, 2
  ),
  blocked as (
    select bd.villa_id, date_trunc('month', bd.blocked_date)::date as month,
      count(*)::integer as days
    from public.blocked_dates bd
    join villas v on v.id = bd.villa_id
    where bd.blocked_date between p_from and p_to
    group by 1, 2
  )
  select v.id, m.month,
    m.days - coalesce(bl.days, 0),
    coalesce(bk.nights, 0),
    coalesce(bk.revenue, 0),
    coalesce(bk.fees, 0),
    coalesce(bk.extras, 0),
    coalesce(bk.tourist_tax, 0)
  from villas v
  cross join months m
  left join blocked bl on bl.villa_id = v.id and bl.month = m.month
  left join booked bk on bk.villa_id = v.id and bk.month = m.month;
end;
$$;

create or replace function public.occupancy_rate(p_nights_booked numeric, p_nights_available numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_nights_available > 0
    then round(p_nights_booked * 100.0 / p_nights_available, 1) else 0 end
$$;

-- The monthly tourist-tax report, for the commune's declaration (issue 20): for the month of
-- p_month (any day of it), per commune and villa and per rate, the nights spent that month by
-- confirmed stays, their taxable persons (adults; children are exempt), the rate and the tax,
-- all read from each booking's stored quote (bookings.quote), never from today's rates. The rate
-- is the stored line's per adult and night, the department's and region's surcharges included
-- and rounded to the cent as the quote rounded it. The tax is due per night: a stay across a
-- month boundary counts each night in its own month, and a tax line's share of a month is
-- adults × its nights in the month × its rate, exact to the cent, so its shares over the months
-- add up to the stored line. A quote groups nights by rate, in the order of their first night,
-- and a commune's rate changes only from a valid_from date: each line covers the next run of
-- nights, ending on the last night (nights before a commune's first rate have no line). Only
-- confirmed bookings count: pending, expired and declined requests (cancelled) owe nothing, and
-- a confirmed booking cannot be cancelled today (enforce_booking_status_change); if it ever
-- can, no night was spent and it leaves the report. A booking made before quotes were stored
-- has no tax line and is left out. The commune is the villa's; one total row per commune
-- (is_total, no villa) follows its villas.
create or replace function public.tourist_tax_report(p_month date)
returns table (
  commune_id uuid,
  commune_name text,
  insee_code text,
  villa_id uuid,
  villa_name text,
  registration_number text,
  classification public.villa_classification,
  rate numeric,
  stays integer,
  nights integer,
  taxable_persons integer,
  person_nights integer,
  exempt_person_nights integer,
  tax numeric,
  is_total boolean
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_month)::date;
  v_end date := (date_trunc('month', p_month) + interval '1 month')::date;
begin
  perform private.require_staff('read the tourist-tax report');
  if p_month is null then
    raise exception 'Choose a month' using errcode = '22023';
  end if;
  return query
  with
  tax_lines as (
    select b.id as booking_id, b.villa_id, (b.quote).check_in as check_in,
      (b.quote).night_count as night_count, (b.quote).adults as adults,
      coalesce((b.quote).children, 0) as children,
      l.unit_amount as rate, (l.quantity / (b.quote).adults)::integer as line_nights,
      l.ordinality as ord
    from public.bookings b
    cross join lateral unnest((b.quote).lines)
      with ordinality as l
    where b.status = 'confirmed'
      and b.check_in < v_end and b.check_out > v_start
      and l.kind = 'tourist_tax' and (b.quote).adults >= 1
  ),
  placed as (
    -- Each line's first night: the lines cover the stay's last nights, in order.
    select t.*,
      t.check_in + t.night_count
        - (sum(t.line_nights) over (partition by t.booking_id))::integer
        + (coalesce(sum(t.line_nights) over (partition by t.booking_id order by t.ord
            rows between unbounded preceding and 1 preceding), 0))::integer as first_night
    from tax_lines t
  ),
  in_month as (
    select p.*,
      (least(p.first_night + p.line_nights, v_end) - greatest(p.first_night, v_start))
        as month_nights
    from placed p
  ),
  by_villa as (
    select v.tax_commune_id as commune_id, m.villa_id, m.rate,
      count(distinct m.booking_id)::integer as stays,
      sum(m.month_nights)::integer as nights,
      sum(m.adults)::integer as taxable_persons,
      sum(m.adults * m.month_nights)::integer as person_nights,
      sum(m.children * m.month_nights)::integer as exempt_person_nights,
      sum(m.adults * m.month_nights * m.rate) as tax
    from in_month m
    join public.villas v on v.id = m.villa_id
    where m.month_nights > 0
    group by v.tax_commune_id, m.villa_id, m.rate
  ),
  by_commune as (
    select bv.commune_id,
      (select count(distinct m.booking_id)::integer
       from in_month m join public.villas v on v.id = m.villa_id
       where m.month_nights > 0 and v.tax_commune_id is not distinct from bv.commune_id) as stays,
      sum(bv.nights)::integer as nights,
      sum(bv.taxable_persons)::integer as taxable_persons,
      sum(bv.person_nights)::integer as person_nights,
      sum(bv.exempt_person_nights)::integer as exempt_person_nights,
      sum(bv.tax) as tax
    from by_villa bv
    group by bv.commune_id
  )
  select r.commune_id, c.name, c.insee_code, r.villa_id, v.name, v.registration_number,
    v.classification, r.rate, r.stays, r.nights, r.taxable_persons, r.person_nights,
    r.exempt_person_nights, r.tax, r.is_total
  from (
    select bv.commune_id, bv.villa_id, bv.rate, bv.stays, bv.nights, bv.taxable_persons,
      bv.person_nights, bv.exempt_person_nights, bv.tax, false as is_total
    from by_villa bv
    union all
    select bc.commune_id, null, null, bc.stays, bc.nights, bc.taxable_persons,
      bc.person_nights, bc.exempt_person_nights, bc.tax, true
    from by_commune bc
  ) as r
  left join public.tourist_tax_communes c on c.id = r.commune_id
  left join public.villas v on v.id = r.villa_id
  order by c.name nulls last, r.commune_id, r.is_total, v.name, r.villa_id, r.rate;
end;
$$;
