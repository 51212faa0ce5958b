-- Types reach every answer (issue 19, point 2). The booking engine's functions answered `jsonb`,
-- which the type generator can only call `Json`: the app typed each answer by hand and cast it, so
-- a renamed field compiled everywhere and broke at run time. They now return composite types
-- (one answer: an object on the wire; `setof`: an array), which `npm run db:types` turns into
-- `Database['public']['CompositeTypes']`. The JSON on the wire keeps the keys it had, except where
-- noted (booking_analytics' keys are snake_case now, like every other answer; apply_calendar_feed
-- always sends every field). `jsonb` stays only for data stored as jsonb (a feed's conflicts,
-- a planner stay's overlaps, which admin_bookings_page also sends).
--
-- Each object below is written complete in its final state. Functions whose return type changes
-- are dropped and created again (their grants with them); the SQL callers of quote_stay are
-- redefined to read the composite: enforce_booking_request, search_villas, villa_collection.

-- ---------------------------------------------------------------------------------------------
-- quote_stay: the database's quote of a stay.

drop function public.quote_stay(uuid, date, date, integer);

create type public.quote_night as (date date, price numeric);
create type public.quote_problem as (rule text, message text);
create type public.stay_quote as (
  villa_id uuid,
  check_in date,
  check_out date,
  guests integer,
  nights public.quote_night[],
  night_count integer,
  total numeric,
  bookable boolean,
  problem public.quote_problem
);

create function public.quote_stay(
  p_villa_id uuid,
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns public.stay_quote
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_rules record;
  v_earliest date := (now() at time zone 'utc')::date - 1;
  v_night_count integer;
  v_nights public.quote_night[] := '{}';
  v_total numeric := null;
  v_rule text;
  v_message text;
  v_visible boolean;
begin
  select v.id, v.is_active, v.max_guests, v.max_nights, v.booking_horizon_months,
         v.advance_notice_days
  into v_villa
  from public.villas v
  where v.id = p_villa_id;
  v_visible := found and v_villa.is_active;

  v_night_count := case
    when p_check_in is not null and p_check_out > p_check_in then p_check_out - p_check_in
  end;

  if v_visible and v_night_count between 1 and v_villa.max_nights then
    select coalesce(array_agg(row(night, price)::public.quote_night order by night), '{}'),
           sum(price)
    into v_nights, v_total
    from (
      select (p_check_in + i)::date as night,
             public.get_villa_price_for_date(p_villa_id, (p_check_in + i)::date) as price
      from generate_series(0, v_night_count - 1) as i
    ) as priced;
  end if;
  if v_visible and p_check_in is not null then
    select * into v_rules from public.stay_rules_on(p_villa_id, p_check_in);
  end if;

  if not v_visible then
    v_rule := 'villa'; v_message := 'This villa is not available for booking';
  elsif p_check_in is null or p_check_out is null then
    v_rule := 'dates'; v_message := 'Please select check-in and check-out dates';
  elsif p_check_out <= p_check_in then
    v_rule := 'dates'; v_message := 'Check-out must be after check-in';
  elsif p_check_in < v_earliest then
    v_rule := 'past'; v_message := 'Check-in cannot be in the past';
  elsif p_check_in > (v_earliest + 1 + make_interval(months => v_villa.booking_horizon_months))::date then
    v_rule := 'horizon';
    v_message := format('This villa takes bookings up to %s months ahead', v_villa.booking_horizon_months);
  elsif v_villa.advance_notice_days > 0
        and p_check_in < v_earliest + 1 + v_villa.advance_notice_days then
    v_rule := 'notice';
    v_message := format('This villa needs %s days'' notice before arrival', v_villa.advance_notice_days);
  elsif not (extract(isodow from p_check_in)::smallint = any(v_rules.arrival_weekdays)) then
    v_rule := 'arrival';
    v_message := format('Arrivals are on %s', public.weekday_names(v_rules.arrival_weekdays));
  elsif not (extract(isodow from p_check_out)::smallint = any(v_rules.departure_weekdays)) then
    v_rule := 'departure';
    v_message := format('Departures are on %s', public.weekday_names(v_rules.departure_weekdays));
  elsif v_night_count < v_rules.min_nights then
    v_rule := 'min_nights';
    v_message := format('Minimum %s nights', v_rules.min_nights)
      || coalesce(' in ' || v_rules.season_name, '');
  elsif v_night_count > v_villa.max_nights then
    v_rule := 'max_nights';
    v_message := format('A stay at this villa is at most %s nights', v_villa.max_nights);
  elsif p_guests is not null and p_guests < 1 then
    v_rule := 'guests'; v_message := 'At least one guest is required';
  elsif p_guests is not null and p_guests > v_villa.max_guests then
    v_rule := 'guests';
    v_message := format('This villa accepts at most %s %s', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end);
  elsif not public.stay_is_free(p_villa_id, p_check_in, p_check_out) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
  end if;

  return row(
    p_villa_id,
    p_check_in,
    p_check_out,
    p_guests,
    v_nights,
    coalesce(v_night_count, 0),
    v_total,
    v_rule is null,
    case when v_rule is null then null else row(v_rule, v_message)::public.quote_problem end
  )::public.stay_quote;
end
$$;

-- As before: anyone may ask for a quote (PUBLIC keeps its default EXECUTE, as in 20261126070000).
grant execute on function public.quote_stay(uuid, date, date, integer)
  to anon, authenticated, service_role;

-- The booking trigger stores exactly the quote's total, or refuses with the quote's words.
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

  if new.guest_name is null or new.guest_name = '' then
    raise exception 'Please provide the guest''s full name';
  end if;
  if new.guest_email is null
     or new.guest_email !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
    raise exception 'Please provide a valid email address';
  end if;
  if new.guests_count is null then
    raise exception 'At least one guest is required';
  end if;

  v_quote := public.quote_stay(new.villa_id, new.check_in, new.check_out, new.guests_count);
  if not v_quote.bookable then
    raise exception '%', (v_quote.problem).message;
  end if;
  new.total_price := v_quote.total;
  return new;
end
$$;

create or replace function public.search_villas(
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns table (villa_id uuid, total numeric, nightly_average numeric, night_count integer)
language sql
stable
set search_path = ''
as $$
  select v.id,
         q.total,
         round(q.total / q.night_count, 2),
         q.night_count
  from public.villas v
  cross join lateral public.quote_stay(v.id, p_check_in, p_check_out, p_guests) as q
  where v.is_active
    and q.bookable
  order by 2, v.name
$$;

create or replace function public.villa_collection(
  p_destination text default null,
  p_guests integer default null,
  p_bedrooms integer default null,
  p_min_price numeric default null,
  p_max_price numeric default null,
  p_amenities text[] default null,
  p_sort text default null,
  p_check_in date default null,
  p_check_out date default null
)
returns setof public.villas
language sql
stable
set search_path = ''
as $$
  with matching as materialized (
    select v as villa
    from public.villas v
    where v.is_active
      and (p_destination is null or public.villa_destination(v.location) = p_destination)
      and (p_guests is null or v.max_guests >= p_guests)
      and (p_bedrooms is null or v.bedrooms >= p_bedrooms)
      and (p_min_price is null or v.from_price >= p_min_price)
      and (p_max_price is null or v.from_price <= p_max_price)
      and (p_amenities is null or not exists (
        select 1 from unnest(p_amenities) as k(key)
        where not public.villa_has_amenity(v.amenities, k.key)
      ))
  ),
  offers as materialized (
    select m.villa,
           case when p_check_in is not null
                then public.quote_stay((m.villa).id, p_check_in, p_check_out, p_guests) end as quote
    from matching m
  ),
  ranked as (
    select o.villa,
           coalesce((o.quote).total, (o.villa).from_price) as price
    from offers o
    where p_check_in is null or (o.quote).bookable
  )
  select (r.villa).*
  from ranked r
  order by
    case when p_sort = 'price-asc' then r.price end asc,
    case when p_sort = 'price-desc' then r.price end desc,
    case when p_sort = 'size' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'bedrooms' then (r.villa).bedrooms end desc,
    case when p_sort = 'bedrooms' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'name' then (r.villa).name end asc,
    (r.villa).created_at asc,
    (r.villa).id
$$;

-- ---------------------------------------------------------------------------------------------
-- admin_planner: one window of the planner.

drop function public.admin_planner(date, date);

create type public.planner_villa as (
  id uuid,
  name text,
  location text,
  changeover public.villa_changeover
);
-- The same fields as a row of admin_bookings_page, so a stay opens its booking as there.
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
  "overlaps" jsonb
);
create type public.planner_blocked_run as (villa_id uuid, first date, last date, reason text);
create type public.planner_window as (
  "from" date,
  "to" date,
  villas public.planner_villa[],
  stays public.planner_stay[],
  blocked public.planner_blocked_run[]
);

create function public.admin_planner(p_from date, p_to date)
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
        b.status, b.expires_at, b.created_at, b.occupied::text, '[]'::jsonb
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

revoke all on function public.admin_planner(date, date) from public, anon, service_role;
grant execute on function public.admin_planner(date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- booking_analytics: the period's figures, in total, by month and by villa.

drop function public.booking_analytics(date, date);

create type public.analytics_figures as (
  nights_available numeric,
  nights_booked numeric,
  occupancy_rate numeric,
  revenue numeric,
  average_daily_rate numeric,
  bookings bigint,
  average_booking_value numeric,
  average_lead_days numeric
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

create function public.booking_analytics(p_from date, p_to date)
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
      b.total_price,
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
      (select count(*) from arrivals) as bookings,
      (select avg(total_price) from arrivals) as avg_value,
      (select avg(lead_days) from arrivals) as avg_lead
    union all
    select 'month', n.month, null,
      sum(n.nights_available), sum(n.nights_booked), sum(n.revenue),
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
        coalesce(round(s.avg_lead, 1), 0)
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

revoke all on function public.booking_analytics(date, date) from public, anon, service_role;
grant execute on function public.booking_analytics(date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- calendar_export: what a villa's iCal feed shows. No row for an unknown token (`setof`: a
-- composite function answering null would reach the client as an object of nulls).

drop function public.calendar_export(text);

create type public.calendar_range as (id uuid, start date, "end" date);
create type public.calendar_export as (
  villa_id uuid,
  villa_name text,
  stays public.calendar_range[],
  blocked public.calendar_range[]
);

create function public.calendar_export(p_token text)
returns setof public.calendar_export
language plpgsql
stable
rows 1
set search_path = ''
as $$
declare
  v_villa public.villas;
  v_from date := (now() at time zone 'utc')::date - 365;
  v_to date := (now() at time zone 'utc')::date + 731;
begin
  select v.* into v_villa
  from public.villa_calendar_exports e
  join public.villas v on v.id = e.villa_id
  where e.token = p_token;
  if not found then
    return;
  end if;

  return next row(
    v_villa.id,
    v_villa.name,
    -- A stay is unavailable on the days it occupies: its nights, and at a full-day changeover
    -- villa its check-out day too (the changeover migration), so a channel cannot sell that day.
    array(
      select row(b.id, lower(b.occupied), upper(b.occupied))::public.calendar_range
      from public.bookings b
      where b.villa_id = v_villa.id
        and b.status = 'confirmed'
        and b.occupied && daterange(v_from, v_to, '[]')
      order by lower(b.occupied)),
    array(
      select row(null, r.first_day, r.last_day + 1)::public.calendar_range
      from (
        select min(d.blocked_date) as first_day, max(d.blocked_date) as last_day
        from (
          select bd.blocked_date,
            bd.blocked_date - (row_number() over (order by bd.blocked_date))::integer as island
          from public.blocked_dates bd
          where bd.villa_id = v_villa.id and bd.blocked_date between v_from and v_to
        ) d
        group by d.island
      ) r
      order by r.first_day)
  )::public.calendar_export;
end
$$;

revoke all on function public.calendar_export(text) from public, anon, authenticated;
grant execute on function public.calendar_export(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- apply_calendar_feed: one feed's nights applied to the villa's blocked days.

drop function public.apply_calendar_feed(uuid, date[], integer);

-- held_empty: an empty answer while the feed still blocks days ahead, kept until confirmed
-- (message says so, blocked_days counts them; added, removed and conflicts are null).
create type public.calendar_feed_applied as (
  held_empty boolean,
  message text,
  added integer,
  removed integer,
  blocked_days integer,
  conflicts jsonb
);

create function public.apply_calendar_feed(p_feed_id uuid, p_days date[], p_event_count integer)
returns public.calendar_feed_applied
language plpgsql
set search_path = ''
as $$
declare
  v_feed public.villa_calendar_feeds;
  v_today date := (now() at time zone 'utc')::date;
  v_last date := ((now() at time zone 'utc')::date + interval '2 years')::date;
  v_days date[];
  v_owned integer;
  v_message text;
  v_added integer;
  v_removed integer;
  v_conflicts jsonb;
  v_blocked integer;
begin
  -- One sync of a feed at a time: a second waits here for the first to commit.
  select * into v_feed from public.villa_calendar_feeds where id = p_feed_id for update;
  if not found then
    raise exception 'No such calendar feed' using errcode = 'P0002';
  end if;

  v_days := array(
    select distinct d from unnest(coalesce(p_days, '{}')) as d
    where d between v_today and v_last order by d
  );

  if cardinality(v_days) = 0 and v_feed.empty_since is null then
    select count(*) into v_owned
    from public.blocked_dates bd
    where bd.feed_id = v_feed.id and bd.blocked_date between v_today and v_last;
    if v_owned > 0 then
      v_message := format(
        'The calendar came back empty although it had %s blocked day%s: they are kept. '
          || 'Sync again to confirm it is really empty.',
        v_owned, case when v_owned = 1 then '' else 's' end);
      update public.villa_calendar_feeds
      set last_attempt_at = now(), last_error = v_message, empty_since = now()
      where id = v_feed.id;
      return row(true, v_message, null, null, v_owned, null)::public.calendar_feed_applied;
    end if;
  end if;

  -- Stored in villa_calendar_feeds.conflicts (jsonb) as well: each with its list of dates.
  select coalesce(jsonb_agg(jsonb_build_object(
      'booking_id', c.booking_id, 'check_in', c.check_in, 'check_out', c.check_out,
      'dates', c.dates) order by c.check_in), '[]'::jsonb)
  into v_conflicts
  from (
    select b.id as booking_id, b.check_in, b.check_out, jsonb_agg(f.day order by f.day) as dates
    from unnest(v_days) as f(day)
    join public.bookings b
      on b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied
    group by b.id, b.check_in, b.check_out
  ) c;

  with gone as (
    delete from public.blocked_dates bd
    where bd.feed_id = v_feed.id
      and bd.blocked_date between v_today and v_last
      and bd.blocked_date <> all (v_days)
    returning 1
  )
  select count(*) into v_removed from gone;

  with added as (
    insert into public.blocked_dates (villa_id, blocked_date, reason, feed_id)
    select v_feed.villa_id, f.day, 'Calendar sync: ' || v_feed.name, v_feed.id
    from unnest(v_days) as f(day)
    where not exists (
        select 1 from public.bookings b
        where b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied)
    on conflict (villa_id, blocked_date) do nothing
    returning 1
  )
  select count(*) into v_added from added;

  select count(*) into v_blocked
  from public.blocked_dates bd
  where bd.feed_id = v_feed.id and bd.blocked_date >= v_today;

  update public.villa_calendar_feeds
  set last_attempt_at = now(), last_success_at = now(), last_error = null,
    last_event_count = p_event_count, blocked_day_count = v_blocked, conflicts = v_conflicts,
    empty_since = null
  where id = v_feed.id;

  return row(false, null, v_added, v_removed, v_blocked, v_conflicts)::public.calendar_feed_applied;
end
$$;

revoke all on function public.apply_calendar_feed(uuid, date[], integer)
  from public, anon, authenticated;
grant execute on function public.apply_calendar_feed(uuid, date[], integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_attention: the feed lists as typed rows, the legal items as text[].

drop function public.admin_attention();

create type public.feed_ref as (villa_id uuid, villa text, feed text);

create function public.admin_attention()
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
    -- The legal identity items still empty, in the order of the Profile Settings form.
    array(
      select item.label
      from (values
        (1, 'legal_company_name', 'Company name'),
        (2, 'legal_form', 'Legal form'),
        (3, 'legal_share_capital', 'Share capital'),
        (4, 'legal_registered_office', 'Registered office'),
        (5, 'legal_rcs_number', 'RCS number'),
        (6, 'legal_rcs_city', 'RCS city'),
        (7, 'legal_vat_number', 'VAT number'),
        (8, 'legal_publication_director', 'Director of publication'),
        (9, 'legal_host_name', 'Web host name'),
        (10, 'legal_host_address', 'Web host address'),
        (11, 'legal_host_phone', 'Web host phone'),
        (12, 'legal_mediator_name', 'Mediator name'),
        (13, 'legal_mediator_address', 'Mediator address'),
        (14, 'legal_mediator_website', 'Mediator website')
      ) as item (n, setting_key, label)
      left join public.site_settings s on s.setting_key = item.setting_key
      where coalesce(btrim(s.setting_value), '') = ''
      order by item.n),
    -- The phone number the site started with (migration 20261126130000) is not a real one.
    exists (select from public.site_settings s
            where s.setting_key = 'contact_phone'
              and regexp_replace(s.setting_value, '[^0-9]', '', 'g') = '33494000000');
end
$$;

revoke all on function public.admin_attention() from public, anon, service_role;
grant execute on function public.admin_attention() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- admin_today: the front page of the admin, counted by the database. The keys are snake_case
-- now, like every other answer (the api maps them for the screens).

drop function public.admin_today();

create type public.today_stay as (
  id uuid,
  villa_id uuid,
  villa text,
  guest_name text,
  guest_email text,
  guests integer,
  check_in date,
  check_out date,
  nights integer
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
  expires_at timestamptz
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

create function public.admin_today()
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
        a.check_in, a.check_out, a.check_out - a.check_in)::public.today_stay
      from arrivals a order by a.check_in, a.villa, a.id limit 100),
    (select count(*) from arrivals),
    array(
      select row(d.id, d.villa_id, d.villa, d.guest_name, d.guest_email, d.guests_count,
        d.check_in, d.check_out, d.check_out - d.check_in)::public.today_stay
      from departures d order by d.check_out, d.villa, d.id limit 100),
    (select count(*) from departures),
    -- The request that expires first is the one to decide first.
    array(
      select row(p.id, p.villa_id, p.villa, p.guest_name, p.guest_email, p.guests_count,
        p.check_in, p.check_out, p.check_out - p.check_in, p.total_price, p.created_at,
        p.expires_at)::public.today_request
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

revoke all on function public.admin_today() from public, anon, service_role;
grant execute on function public.admin_today() to authenticated;
