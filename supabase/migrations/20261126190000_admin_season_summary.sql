-- The Seasonal Pricing screen's villa headers in one call. The screen used to download every
-- seasonal price: past hosted's max_rows (1000) it silently showed only the first thousand. Now
-- the database counts per villa, and a villa's section fetches its own seasons when opened.
-- Staff only: anyone else is refused (42501), never given an empty list.
--
-- One row per villa that has seasons (active or not), by villa name:
--   season_count   every season of the villa
--   past_count     seasons that ended before p_from ("Show past seasons" off hides them)
--   has_overlap    two active seasons share a day within p_from .. p_to (the section's
--                  "Overlaps" flag; the same rule as seasonsOverlap in lib/price-strip.ts)
-- p_to defaults to the day before the same date 12 months on (the 12-month strip).
create function public.admin_season_summary(
  p_from date default current_date,
  p_to date default null
)
returns table (
  villa_id uuid,
  villa_name text,
  villa_location text,
  season_count bigint,
  past_count bigint,
  has_overlap boolean
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_from date := coalesce(p_from, current_date);
  v_to date := coalesce(p_to, (coalesce(p_from, current_date) + interval '12 months')::date - 1);
begin
  if not public.is_staff() then
    raise exception 'Only staff can list seasonal prices' using errcode = '42501';
  end if;
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
  overlapping as (
    select distinct a.villa_id
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
  )
  select c.villa_id, v.name, v.location, c.season_count, c.past_count,
    o.villa_id is not null
  from counts c
  join public.villas v on v.id = c.villa_id
  left join overlapping o on o.villa_id = c.villa_id
  order by v.name, c.villa_id;
end;
$$;

revoke execute on function public.admin_season_summary(date, date) from public, anon;
-- Staff sign in as authenticated; the function checks is_staff() itself (security invoker, so
-- the seasonal prices' row-level security applies too).
grant execute on function public.admin_season_summary(date, date) to authenticated;
