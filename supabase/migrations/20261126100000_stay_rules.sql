-- Stay rules, per villa with per-season overrides: arrival and departure weekdays (ISO: 1 = Monday
-- … 7 = Sunday), minimum nights, and advance notice. A season's rules apply to stays that ARRIVE
-- in it (the rule in force on the check-in day), the convention of Airbnb and most engines: a
-- guest arriving on August 31st follows August's rules even if the stay runs into September.

create function public.valid_weekdays(p_days smallint[]) returns boolean
language sql immutable set search_path = '' as $$
  select p_days is null
      or (cardinality(p_days) between 1 and 7 and p_days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
$$;
grant execute on function public.valid_weekdays(smallint[]) to anon, authenticated, service_role;

alter table public.villas
  add column arrival_weekdays smallint[] not null default '{1,2,3,4,5,6,7}'
    check (public.valid_weekdays(arrival_weekdays)),
  add column departure_weekdays smallint[] not null default '{1,2,3,4,5,6,7}'
    check (public.valid_weekdays(departure_weekdays)),
  add column advance_notice_days integer not null default 0
    check (advance_notice_days between 0 and 365);

-- Null: the villa's own rule applies in this season.
alter table public.seasonal_pricing
  add column min_nights integer check (min_nights between 1 and 365),
  add column arrival_weekdays smallint[] check (public.valid_weekdays(arrival_weekdays)),
  add column departure_weekdays smallint[] check (public.valid_weekdays(departure_weekdays));

-- The rules for a stay arriving on p_day: the season that prices that day (highest priority, as
-- get_villa_price_for_date) overrides the villa's rules where it sets them.
create function public.stay_rules_on(p_villa_id uuid, p_day date)
returns table (
  min_nights integer,
  arrival_weekdays smallint[],
  departure_weekdays smallint[],
  season_name text
)
language sql
stable
set search_path = ''
as $$
  select coalesce(sp.min_nights, v.min_nights),
         coalesce(sp.arrival_weekdays, v.arrival_weekdays),
         coalesce(sp.departure_weekdays, v.departure_weekdays),
         case when sp.min_nights is not null then sp.season_name end
  from public.villas v
  left join lateral (
    select s.min_nights, s.arrival_weekdays, s.departure_weekdays, s.season_name
    from public.seasonal_pricing s
    where s.villa_id = v.id
      and s.is_active
      and p_day between s.start_date and s.end_date
    order by s.priority desc, s.start_date desc, s.created_at desc, s.id
    limit 1
  ) sp on true
  where v.id = p_villa_id
$$;
grant execute on function public.stay_rules_on(uuid, date) to anon, authenticated, service_role;

-- "Saturday", "Saturday or Sunday", "Friday, Saturday or Sunday".
create function public.weekday_names(p_days smallint[]) returns text
language sql immutable set search_path = '' as $$
  select case
    when count(*) = 1 then min(name)
    else string_agg(name, ', ' order by day) filter (where day < max_day)
         || ' or ' || max(name) filter (where day = max_day)
  end
  from (
    select d as day,
           (array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])[d] as name,
           max(d) over () as max_day
    from unnest(p_days) as d
  ) as days
$$;
grant execute on function public.weekday_names(smallint[]) to anon, authenticated, service_role;

-- The calendar in one request: each day's price and the rules for arriving on it.
create function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date)
returns table (
  date date,
  price numeric,
  can_arrive boolean,
  min_nights integer,
  departure_weekdays smallint[],
  season_name text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_today date := (now() at time zone 'utc')::date;
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
           r.season_name
    from (select (p_from + i)::date as day from generate_series(0, p_to - p_from) as i) as d
    cross join lateral public.stay_rules_on(p_villa_id, d.day) as r
    order by d.day;
end
$$;
grant execute on function public.get_villa_calendar(uuid, date, date) to anon, authenticated, service_role;

-- quote_stay with the rules: notice, arrival day, departure day and minimum nights come from
-- the rule in force on the check-in day.
create or replace function public.quote_stay(
  p_villa_id uuid,
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_rules record;
  v_earliest date := (now() at time zone 'utc')::date - 1;
  v_night_count integer;
  v_nights jsonb := '[]'::jsonb;
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
    select coalesce(jsonb_agg(jsonb_build_object('date', night, 'price', price) order by night), '[]'::jsonb),
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
  elsif exists (
    select 1 from public.get_villa_unavailable_dates(p_villa_id, p_check_in, p_check_out)
  ) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
  end if;

  return jsonb_build_object(
    'villa_id', p_villa_id,
    'check_in', p_check_in,
    'check_out', p_check_out,
    'guests', p_guests,
    'nights', v_nights,
    'night_count', coalesce(v_night_count, 0),
    'total', v_total,
    'bookable', v_rule is null,
    'problem', case when v_rule is null then null
                    else jsonb_build_object('rule', v_rule, 'message', v_message) end
  );
end
$$;
