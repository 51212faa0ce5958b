-- The Blocked Dates screen without whole-table reads. It used to download every blocked day and
-- every confirmed booking (past hosted's max_rows, 1000, it silently lost rows) to list periods
-- and to plan bulk blocks in the browser. Now the database lists the periods a page at a time,
-- and blocks a range itself. Staff only (42501 for anyone else).

-- "Currently Blocked Periods": runs of consecutive stored blocked days of one villa and reason,
-- and confirmed stays (the days they occupy), that end today or later; by first day, then villa.
create function public.admin_blocked_periods(
  p_villa_id uuid default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  villa_id uuid,
  villa_name text,
  villa_location text,
  start_day date,
  end_day date,
  reason text,
  is_booking boolean,
  day_count integer,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'utc')::date;
begin
  if not public.is_staff() then
    raise exception 'Only staff can read blocked periods' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page holds 1 to 100 periods' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'The offset cannot be negative' using errcode = '22023';
  end if;

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

-- Blocks every free day of a villa's range with one reason: days already blocked and days a
-- confirmed stay occupies are skipped (the blocked-date trigger refuses those anyway). Answers
-- how many days were blocked and why the others were not, for the screen's messages.
create function public.admin_block_days(
  p_villa_id uuid,
  p_from date,
  p_to date,
  p_reason text
)
returns table (blocked integer, skipped_booked integer, skipped_blocked integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can block days' using errcode = '42501';
  end if;
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
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date) as taken
    from generate_series(p_from, p_to, interval '1 day') as d
  ),
  inserted as (
    insert into public.blocked_dates (villa_id, blocked_date, reason)
    select p_villa_id, plan.day, nullif(btrim(p_reason), '')
    from plan
    where not plan.booked and not plan.taken
    returning 1
  )
  select (select count(*)::integer from inserted),
    (select count(*)::integer from plan where plan.booked),
    (select count(*)::integer from plan where plan.taken and not plan.booked);
end;
$$;

revoke execute on function public.admin_blocked_periods(uuid, integer, integer) from public, anon;
revoke execute on function public.admin_block_days(uuid, date, date, text) from public, anon;
-- Staff sign in as authenticated; the functions check is_staff() themselves.
grant execute on function public.admin_blocked_periods(uuid, integer, integer) to authenticated;
grant execute on function public.admin_block_days(uuid, date, date, text) to authenticated;
