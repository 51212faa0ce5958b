-- Issue 22: the booking calendar names a season's minimum stay in the page's language. The
-- stay rules of a day and the calendar answer the season's French name beside the English one
-- (null when staff have not written it), so the villa page needs no request of its own for it.
-- Their answers gain a column: dropped and re-created, grants restored.
drop function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date);
drop function public.stay_rules_on(p_villa_id uuid, p_day date);

-- The rules for a stay arriving on p_day: the season that prices that day (highest priority, as
-- get_villa_price_for_date) overrides the villa's rules where it sets them.
create or replace function public.stay_rules_on(p_villa_id uuid, p_day date)
returns table(min_nights integer, arrival_weekdays smallint[], departure_weekdays smallint[], season_name text, season_name_fr text)
language sql
stable
set search_path = ''
as $$
  select coalesce(sp.min_nights, v.min_nights),
         coalesce(sp.arrival_weekdays, v.arrival_weekdays),
         coalesce(sp.departure_weekdays, v.departure_weekdays),
         case when sp.min_nights is not null then sp.season_name end,
         case when sp.min_nights is not null then nullif(btrim(sp.season_name_fr), '') end
  from public.villas v
  left join lateral (
    select s.min_nights, s.arrival_weekdays, s.departure_weekdays, s.season_name,
           s.season_name_fr
    from public.seasonal_pricing s
    where s.villa_id = v.id
      and s.is_active
      and p_day between s.start_date and s.end_date
    order by s.priority desc, s.start_date desc, s.created_at desc, s.id
    limit 1
  ) sp on true
  where v.id = p_villa_id
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

revoke all on function public.stay_rules_on(p_villa_id uuid, p_day date) from public, anon, authenticated, service_role;
revoke all on function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.stay_rules_on(p_villa_id uuid, p_day date) to public, anon, authenticated, service_role;
grant execute on function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date) to public, anon, authenticated, service_role;
