-- Changeover is a villa setting. "full_day" (spec §9, the default): a confirmed stay blocks its
-- check-in through its check-out day, inclusive, leaving a full day between stays. "same_day"
-- (the industry norm): a stay's check-out day can be the next stay's check-in day, so back-to-back
-- Saturday-to-Saturday weeks can all be sold. A booking keeps the range it occupied when it was
-- confirmed, so changing the setting later never invalidates confirmed stays.

alter table public.villas
  add column changeover text not null default 'full_day'
    check (changeover in ('full_day', 'same_day'));

-- The days a stay occupies under a changeover setting.
create function public.stay_range(p_check_in date, p_check_out date, p_changeover text)
returns daterange
language sql immutable set search_path = '' as $$
  select daterange(p_check_in, p_check_out, case when p_changeover = 'same_day' then '[)' else '[]' end)
$$;
grant execute on function public.stay_range(date, date, text) to anon, authenticated, service_role;

alter table public.bookings add column occupied daterange;
update public.bookings set occupied = daterange(check_in, check_out, '[]');
alter table public.bookings alter column occupied set not null;
-- Set by the bookings_occupied trigger; the default only keeps it out of insert payloads.
alter table public.bookings alter column occupied set default 'empty'::daterange;

alter table public.bookings drop constraint bookings_no_overlapping_confirmed;
alter table public.bookings
  add constraint bookings_no_overlapping_confirmed exclude using gist (
    villa_id with =,
    occupied with &&
  ) where (status = 'confirmed');

-- The range follows the villa's setting when the request arrives and again when it is confirmed.
-- security definer: the villa's setting must be read whoever writes (its row may be hidden).
create function public.set_booking_occupied()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status
     or new.check_in is distinct from old.check_in or new.check_out is distinct from old.check_out then
    select public.stay_range(new.check_in, new.check_out, v.changeover) into new.occupied
    from public.villas v where v.id = new.villa_id;
    new.occupied := coalesce(new.occupied, daterange(new.check_in, new.check_out, '[]'));
  end if;
  return new;
end
$$;
revoke execute on function public.set_booking_occupied() from public, anon, authenticated, service_role;

create trigger bookings_occupied
  before insert or update on public.bookings
  for each row execute function public.set_booking_occupied();

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
grant execute on function public.stay_is_free(uuid, date, date) to anon, authenticated, service_role;

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

  if old.status <> 'pending' or new.status not in ('confirmed', 'cancelled') then
    raise exception 'A % booking cannot be changed to %', old.status, coalesce(new.status, 'no status')
      using hint = 'Only a pending booking can be confirmed or cancelled.';
  end if;

  if new.status = 'confirmed' then
    if old.expires_at is not null and old.expires_at <= now() then
      raise exception 'This request expired on % UTC: ask the guest to send a new one',
        to_char(old.expires_at at time zone 'utc', 'FMMonth FMDD, YYYY "at" HH24:MI')
        using hint = 'A request is held for 24 hours.';
    end if;
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
      raise exception 'These dates overlap a confirmed booking for this villa';
    end if;
    if exists (
      select 1
      from public.blocked_dates bd
      where bd.villa_id = new.villa_id
        and bd.blocked_date <@ v_range
    ) then
      raise exception 'These dates include a blocked day for this villa';
    end if;
  end if;

  return new;
end
$$;

-- A blocked day may not fall inside the days a confirmed stay occupies.
create or replace function public.enforce_blocked_date_free()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  select b.check_in, b.check_out into v_booking
  from public.bookings b
  where b.villa_id = new.villa_id
    and b.status = 'confirmed'
    and new.blocked_date <@ b.occupied
  limit 1;
  if found then
    raise exception '% conflicts with confirmed booking from % to %',
      new.blocked_date, v_booking.check_in, v_booking.check_out;
  end if;
  return new;
end
$$;

-- quote_stay asks stay_is_free, which follows the villa's changeover setting.
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
  elsif not public.stay_is_free(p_villa_id, p_check_in, p_check_out) then
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
