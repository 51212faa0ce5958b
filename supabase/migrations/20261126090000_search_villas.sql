-- "Which villas are free for my dates?": every published villa whose quote for the stay is
-- bookable (free for every night, allowed by its rules, taking the guests), with the exact total
-- the booking would store and the nightly average. One call; the same quote_stay as everywhere.
create function public.search_villas(p_check_in date, p_check_out date, p_guests integer default null)
returns table (villa_id uuid, total numeric, nightly_average numeric, night_count integer)
language sql
stable
set search_path = ''
as $$
  select v.id,
         (q ->> 'total')::numeric,
         round((q ->> 'total')::numeric / (q ->> 'night_count')::integer, 2),
         (q ->> 'night_count')::integer
  from public.villas v
  cross join lateral public.quote_stay(v.id, p_check_in, p_check_out, p_guests) as q
  where v.is_active
    and (q ->> 'bookable')::boolean
  order by 2, v.name
$$;

grant execute on function public.search_villas(date, date, integer) to anon, authenticated, service_role;
