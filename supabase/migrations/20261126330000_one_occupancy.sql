-- One definition of occupancy (and of a night's revenue) for every screen that shows it.
-- Blocked Dates said 43.3 % ("confirmed check-ins this month ÷ days of the month", which counts
-- arrivals, not nights, and ignores how many villas there are) where Analytics said 52.1 % for
-- what read as the same thing. Now both, and the Today screen, read the nights from
-- nights_by_villa_month() and turn them into a rate with occupancy_rate():
--   nights available = days of the period for each active villa, less its blocked days
--   nights booked    = nights of confirmed stays of active villas inside the period
--   occupancy        = nights booked ÷ nights available × 100, one decimal (0 when none available)
--   revenue          = each booked night's share of its stay's total (total ÷ nights)
-- booking_analytics and booking_card_figures are redefined on top of them.

create function public.occupancy_rate(p_nights_booked numeric, p_nights_available numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_nights_available > 0
    then round(p_nights_booked * 100.0 / p_nights_available, 1) else 0 end
$$;

-- One row per active villa and month of the period (both days included), free months too.
create function public.nights_by_villa_month(p_from date, p_to date)
returns table (
  villa_id uuid,
  month date,
  nights_available integer,
  nights_booked integer,
  revenue numeric
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read booking analytics' using errcode = '42501';
  end if;
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
      sum(b.total_price / (b.check_out - b.check_in)) as revenue
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
    coalesce(bk.revenue, 0)
  from villas v
  cross join months m
  left join blocked bl on bl.villa_id = v.id and bl.month = m.month
  left join booked bk on bk.villa_id = v.id and bk.month = m.month;
end;
$$;

-- Occupancy, revenue, average daily rate, average booking value, lead time and booking count
-- for a period (both days included), in total, by month and by villa; the nights and revenue
-- from nights_by_villa_month (definitions above). Bookings, average booking value and lead time
-- = confirmed stays arriving in the period: their count, average total, and average days from
-- request to arrival. Same answer as before, one definition underneath.
create or replace function public.booking_analytics(p_from date, p_to date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only staff can read booking analytics' using errcode = '42501';
  end if;
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
      jsonb_build_object(
        'nightsAvailable', coalesce(s.available, 0),
        'nightsBooked', coalesce(s.booked, 0),
        'occupancyRate', public.occupancy_rate(coalesce(s.booked, 0), coalesce(s.available, 0)),
        'revenue', round(s.revenue, 2),
        'averageDailyRate', case when s.booked > 0 then round(s.revenue / s.booked, 2) else 0 end,
        'bookings', s.bookings,
        'averageBookingValue', coalesce(round(s.avg_value, 2), 0),
        'averageLeadDays', coalesce(round(s.avg_lead, 1), 0)
      ) as f
    from sums s
  )
  select jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'totals', (select f from figures where kind = 'total'),
    'byMonth', coalesce((
      select jsonb_agg(jsonb_build_object('month', to_char(month, 'YYYY-MM')) || f order by month)
      from figures where kind = 'month'), '[]'::jsonb),
    'byVilla', coalesce((
      select jsonb_agg(
        jsonb_build_object('villaId', fi.villa_id, 'villaName', v.name) || fi.f order by v.name)
      from figures fi join villas v on v.id = fi.villa_id where fi.kind = 'villa'), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

-- The Blocked Dates cards: the occupancy of the month of p_day (the same definition as
-- Analytics for that month), and revenue and average over every confirmed booking. The return
-- type changes (nights instead of check-ins), so the function is dropped and created again.
drop function public.booking_card_figures(date);
create function public.booking_card_figures(p_day date)
returns table (
  month_start date,
  month_end date,
  nights_available integer,
  nights_booked integer,
  occupancy_rate numeric,
  total_revenue numeric,
  confirmed_count integer
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_day)::date;
  v_end date := (date_trunc('month', p_day) + interval '1 month - 1 day')::date;
begin
  if not public.is_staff() then
    raise exception 'Only staff can read booking analytics' using errcode = '42501';
  end if;
  return query
  with nights as (
    select coalesce(sum(n.nights_available), 0)::integer as available,
      coalesce(sum(n.nights_booked), 0)::integer as booked
    from public.nights_by_villa_month(v_start, v_end) n
  )
  select v_start, v_end, nights.available, nights.booked,
    public.occupancy_rate(nights.booked, nights.available),
    (select coalesce(sum(b.total_price), 0) from public.bookings b where b.status = 'confirmed'),
    (select count(*)::integer from public.bookings b where b.status = 'confirmed')
  from nights;
end;
$$;

revoke execute on function public.occupancy_rate(numeric, numeric) from public, anon;
revoke execute on function public.nights_by_villa_month(date, date) from public, anon;
revoke execute on function public.booking_card_figures(date) from public, anon;
-- Staff sign in as authenticated; the functions check is_staff() themselves.
grant execute on function public.occupancy_rate(numeric, numeric) to authenticated;
grant execute on function public.nights_by_villa_month(date, date) to authenticated;
grant execute on function public.booking_card_figures(date) to authenticated;
