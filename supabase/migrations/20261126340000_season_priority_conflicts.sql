-- Seasonal Pricing flagged every villa with a red "Overlaps": the seed (and staff) put a
-- higher-priority season inside a lower one on purpose — Summer Peak inside High Season — and
-- that is how priorities are meant to work. What staff need to hear about is the overlap whose
-- winner they did not choose: two active seasons of the SAME priority sharing days. The nightly
-- price then goes to the one that starts later (then the newer), a tie-break nobody sees.
--
-- admin_season_summary keeps its columns and adds, per villa, within p_from .. p_to:
--   conflict_count   pairs of active seasons with the same priority that share a day
--   conflict_*       the first such pair (by first shared day): the season that wins (the
--                    pricing functions' order: priority, latest start, newest, id), the other,
--                    their priority, and the shared days clipped to the range
-- has_overlap keeps its meaning (any two active seasons share a day), for the price strip.
-- The return type changes, so the function is dropped and created again (same arguments, grants
-- restated below).
drop function public.admin_season_summary(date, date);

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
  has_overlap boolean,
  conflict_count bigint,
  conflict_winner text,
  conflict_other text,
  conflict_priority integer,
  conflict_from date,
  conflict_to date
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

revoke execute on function public.admin_season_summary(date, date) from public, anon;
-- Staff sign in as authenticated; the function checks is_staff() itself (security invoker, so
-- the seasonal prices' row-level security applies too).
grant execute on function public.admin_season_summary(date, date) to authenticated;
