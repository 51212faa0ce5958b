-- Booking analytics, computed by the database over every row. The dashboard used to download
-- every booking and sum them in the browser: past hosted's max_rows (1000) the figures silently
-- went wrong. Staff only: a visitor or a non-staff account is refused (42501), never given zeros.

-- The Blocked Dates screen's three cards, as the spec defines them: confirmed stays arriving in
-- the month of p_day over that month's days; revenue and average over all confirmed bookings.
create function public.booking_card_figures(p_day date)
returns table (
  checkins_this_month integer,
  days_in_month integer,
  total_revenue numeric,
  confirmed_count integer
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read booking analytics' using errcode = '42501';
  end if;
  return query
  select
    (select count(*)::integer from public.bookings b
      where b.status = 'confirmed'
        and b.check_in >= date_trunc('month', p_day)::date
        and b.check_in < (date_trunc('month', p_day) + interval '1 month')::date),
    extract(day from date_trunc('month', p_day) + interval '1 month - 1 day')::integer,
    (select coalesce(sum(b.total_price), 0) from public.bookings b where b.status = 'confirmed'),
    (select count(*)::integer from public.bookings b where b.status = 'confirmed');
end;
$$;

-- Occupancy, revenue, average daily rate, average booking value, lead time and booking count
-- for a period (both days included), in total, by month and by villa. Definitions:
--   nights available  = active villas × days of the period − their blocked days
--   nights booked     = nights of confirmed stays inside the period (active villas)
--   occupancy         = nights booked / nights available × 100, one decimal
--   revenue           = each booked night's share of its stay's total (total / nights), so a
--                       stay across two months counts in each for its nights there
--   ADR               = revenue / nights booked
--   bookings, average booking value, lead time = confirmed stays arriving in the period:
--                       their count, average total, and average days from request to arrival
create function public.booking_analytics(p_from date, p_to date)
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
  months as (
    select date_trunc('month', d)::date as month, count(*)::integer as days
    from generate_series(p_from, p_to, interval '1 day') as d
    group by 1
  ),
  booked as (
    select b.villa_id,
      date_trunc('month', n)::date as month,
      b.total_price / (b.check_out - b.check_in) as revenue
    from public.bookings b
    join villas v on v.id = b.villa_id
    cross join lateral generate_series(
      greatest(b.check_in, p_from), least(b.check_out - 1, p_to), interval '1 day'
    ) as n
    where b.status = 'confirmed' and b.check_in <= p_to and b.check_out > p_from
  ),
  blocked as (
    select bd.villa_id, date_trunc('month', bd.blocked_date)::date as month
    from public.blocked_dates bd
    join villas v on v.id = bd.villa_id
    where bd.blocked_date between p_from and p_to
  ),
  arrivals as (
    select b.villa_id,
      date_trunc('month', b.check_in)::date as month,
      b.total_price,
      b.check_in - (b.created_at at time zone 'utc')::date as lead_days
    from public.bookings b
    join villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between p_from and p_to
  ),
  villa_count as (select count(*) as n from villas),
  -- One row per group (the whole period, a month, a villa) with its raw sums.
  sums as (
    select 'total' as kind, null::date as month, null::uuid as villa_id,
      (select sum(days) from months) * (select n from villa_count)
        - (select count(*) from blocked) as available,
      (select count(*) from booked) as nights,
      (select coalesce(sum(revenue), 0) from booked) as revenue,
      (select count(*) from arrivals) as bookings,
      (select avg(total_price) from arrivals) as avg_value,
      (select avg(lead_days) from arrivals) as avg_lead
    union all
    select 'month', m.month, null,
      m.days * (select n from villa_count) - coalesce(bl.n, 0),
      coalesce(bk.nights, 0), coalesce(bk.revenue, 0),
      coalesce(a.n, 0), a.avg_value, a.avg_lead
    from months m
    left join (select month, count(*) as n from blocked group by month) bl using (month)
    left join (
      select month, count(*) as nights, sum(revenue) as revenue from booked group by month
    ) bk using (month)
    left join (
      select month, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by month
    ) a using (month)
    union all
    select 'villa', null, v.id,
      (select sum(days) from months) - coalesce(bl.n, 0),
      coalesce(bk.nights, 0), coalesce(bk.revenue, 0),
      coalesce(a.n, 0), a.avg_value, a.avg_lead
    from villas v
    left join (select villa_id, count(*) as n from blocked group by villa_id) bl
      on bl.villa_id = v.id
    left join (
      select villa_id, count(*) as nights, sum(revenue) as revenue from booked group by villa_id
    ) bk on bk.villa_id = v.id
    left join (
      select villa_id, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by villa_id
    ) a on a.villa_id = v.id
  ),
  figures as (
    select s.kind, s.month, s.villa_id,
      jsonb_build_object(
        'nightsAvailable', s.available,
        'nightsBooked', s.nights,
        'occupancyRate', case when s.available > 0
          then round(s.nights * 100.0 / s.available, 1) else 0 end,
        'revenue', round(s.revenue, 2),
        'averageDailyRate', case when s.nights > 0 then round(s.revenue / s.nights, 2) else 0 end,
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

revoke execute on function public.booking_card_figures(date) from public, anon;
revoke execute on function public.booking_analytics(date, date) from public, anon;
-- Staff sign in as authenticated; the functions check is_staff() themselves.
grant execute on function public.booking_card_figures(date) to authenticated;
grant execute on function public.booking_analytics(date, date) to authenticated;
