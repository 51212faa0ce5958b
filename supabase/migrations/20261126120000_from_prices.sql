-- An honest "from" price: the lowest nightly price a guest can book over the villa's horizon
-- (seasons included), not its base price.
create function public.get_villa_from_prices(p_villa_id uuid default null)
returns table (villa_id uuid, from_price numeric)
language sql
stable
set search_path = ''
as $$
  select v.id, min(public.get_villa_price_for_date(v.id, d::date))
  from public.villas v
  cross join lateral generate_series(
    (now() at time zone 'utc')::date,
    ((now() at time zone 'utc')::date + make_interval(months => v.booking_horizon_months))::date,
    interval '1 day'
  ) as d
  where v.is_active
    and (p_villa_id is null or v.id = p_villa_id)
  group by v.id
$$;

grant execute on function public.get_villa_from_prices(uuid) to anon, authenticated, service_role;
