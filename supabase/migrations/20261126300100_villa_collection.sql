-- The collection page (/villas) filtered, sorted and paged by the database: the browser asks for
-- one page of cards and the count (PostgREST's range and count=exact on villa_collection), never
-- the whole collection.

-- The destination a villa is listed under: the town after the location's last comma
-- ("Boulouris, Saint Raphaël" → "Saint Raphaël"), or the place before it when the last part
-- names the whole coast ("Èze, French Riviera" → "Èze").
create function public.villa_destination(p_location text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when lower(t.last_part) in ('french riviera', 'côte d''azur', 'cote d''azur', 'riviera')
      then btrim(split_part(p_location, ',', 1))
    else t.last_part
  end
  from (select btrim(regexp_replace(p_location, '^.*,', '')) as last_part) as t
$$;

grant execute on function public.villa_destination(text) to anon, authenticated, service_role;

-- The destinations of the published villas, for the filter's list.
create function public.villa_destinations()
returns table (destination text, villa_count integer)
language sql
stable
set search_path = ''
as $$
  select public.villa_destination(v.location), count(*)::integer
  from public.villas v
  where v.is_active
  group by 1
  order by 1
$$;

grant execute on function public.villa_destinations() to anon, authenticated, service_role;

-- The key amenities a guest filters on, matched on the amenities as staff type them:
-- "Sea view", "Panoramic sea view" and "Bay view" are sea views; "Heated infinity pool" is a
-- heated pool and a pool; a "Pool house" or "Pool pavilion" stands by a pool, a "Pool table" does
-- not. An unknown key matches nothing.
create function public.villa_has_amenity(p_amenities text[], p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(p_amenities) as a(name)
    where case p_key
      when 'sea-view' then a.name ~* '\m(sea|ocean|bay)\s+views?\M'
      when 'pool' then a.name ~* '\mpool\M' and a.name !~* '\mpool\s+table'
      when 'heated-pool' then a.name ~* '\mheated\M.*\mpool\M'
      when 'sea-access' then a.name ~* '(sea|beach)\s+access|\mprivate\s+(beach|mooring|jetty)'
      when 'air-conditioning' then a.name ~* '\mair[- ]?condition'
      when 'tennis' then a.name ~* '\mtennis\M'
      when 'gym' then a.name ~* '\m(gym|fitness)'
      when 'ev-charger' then a.name ~* '\m(electric|ev)\M.*\mcharg'
      else false
    end
  )
$$;

grant execute on function public.villa_has_amenity(text[], text) to anon, authenticated, service_role;

-- The published villas matching every given filter (a null filter is not applied), in the order
-- asked: 'price-asc' / 'price-desc' (the stay's total when dates are given, else the from
-- price), 'size' (largest first), 'bedrooms' (most first), 'name', else the collection's own
-- order (oldest first). With dates, only villas whose quote for the stay is bookable
-- (quote_stay: free, allowed by its rules, taking the guests), as search_villas.
-- Price bounds apply to the from price (villas.from_price). Security invoker: RLS decides what
-- the caller sees.
create function public.villa_collection(
  p_destination text default null,
  p_guests integer default null,
  p_bedrooms integer default null,
  p_min_price numeric default null,
  p_max_price numeric default null,
  p_amenities text[] default null,
  p_sort text default null,
  p_check_in date default null,
  p_check_out date default null
)
returns setof public.villas
language sql
stable
set search_path = ''
as $$
  with matching as materialized (
    select v as villa
    from public.villas v
    where v.is_active
      and (p_destination is null or public.villa_destination(v.location) = p_destination)
      and (p_guests is null or v.max_guests >= p_guests)
      and (p_bedrooms is null or v.bedrooms >= p_bedrooms)
      and (p_min_price is null or v.from_price >= p_min_price)
      and (p_max_price is null or v.from_price <= p_max_price)
      and (p_amenities is null or not exists (
        select 1 from unnest(p_amenities) as k(key)
        where not public.villa_has_amenity(v.amenities, k.key)
      ))
  ),
  offers as materialized (
    select m.villa,
           case when p_check_in is not null
                then public.quote_stay((m.villa).id, p_check_in, p_check_out, p_guests) end as quote
    from matching m
  ),
  ranked as (
    select o.villa,
           coalesce((o.quote ->> 'total')::numeric, (o.villa).from_price) as price
    from offers o
    where p_check_in is null or (o.quote ->> 'bookable')::boolean
  )
  select (r.villa).*
  from ranked r
  order by
    case when p_sort = 'price-asc' then r.price end asc,
    case when p_sort = 'price-desc' then r.price end desc,
    case when p_sort = 'size' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'bedrooms' then (r.villa).bedrooms end desc,
    case when p_sort = 'bedrooms' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'name' then (r.villa).name end asc,
    (r.villa).created_at asc,
    (r.villa).id
$$;

grant execute on function public.villa_collection(
  text, integer, integer, numeric, numeric, text[], text, date, date
) to anon, authenticated, service_role;

-- The number of published villas, for texts such as the About page's "{villa_count} villas".
create function public.active_villa_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.villas v where v.is_active
$$;

grant execute on function public.active_villa_count() to anon, authenticated, service_role;

-- The About page's story counted its villas in typed text ("seven villas"): it now says
-- {villa_count}, which the page fills with the number of published villas.
update public.page_content
set content = replace(content, 'a collection of seven villas', 'a collection of {villa_count} villas')
where page_slug = 'about' and section_key = 'story_content';
