-- Booking Management as a server-side table. The screen used to download every booking: past
-- hosted's max_rows (1000) it silently showed only the newest thousand. Now the database filters,
-- sorts, counts and pages; the browser asks for at most 100 rows at a time. Staff only: anyone
-- else is refused (42501), never given an empty page.
--
-- Filters (each null = no filter):
--   villa          the booking's villa
--   stay from / to the stay's days, check-in through check-out inclusive (the spec's blocking
--                  rule), overlap the range; either end may be open
--   created from / to the request's UTC day is in the range (both days included)
--   search         guest name, email or phone contains the text, case-insensitively; % and _
--                  are matched literally
--   status         (page only) pending, confirmed, cancelled, or expired: a pending request
--                  past its expires_at (20261126080000_expired_requests.sql); "pending" means a
--                  live one

-- The bookings matching the filters other than status: the one definition the page and the
-- counts share.
create function public.admin_bookings_matching(
  p_villa_id uuid,
  p_stay_from date,
  p_stay_to date,
  p_created_from date,
  p_created_to date,
  p_search text
)
returns setof public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pattern text := nullif(btrim(coalesce(p_search, '')), '');
begin
  if not public.is_staff() then
    raise exception 'Only staff can list bookings' using errcode = '42501';
  end if;
  if v_pattern is not null then
    v_pattern := '%' || replace(replace(replace(v_pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select b.*
  from public.bookings b
  where (p_villa_id is null or b.villa_id = p_villa_id)
    and (p_stay_from is null or b.check_out >= p_stay_from)
    and (p_stay_to is null or b.check_in <= p_stay_to)
    and (p_created_from is null
      or b.created_at >= (p_created_from::timestamp at time zone 'utc'))
    and (p_created_to is null
      or b.created_at < ((p_created_to + 1)::timestamp at time zone 'utc'))
    and (v_pattern is null
      or b.guest_name ilike v_pattern escape '\'
      or b.guest_email ilike v_pattern escape '\'
      or b.guest_phone ilike v_pattern escape '\');
end;
$$;

-- One page of the filtered list, with the villa, the live requests each live request overlaps
-- (other pending, unexpired requests for the same villa sharing a night, as the cards flagged
-- them) and the number of rows matching in all. Sort: created_at, check_in or total_price, then
-- id, so pages never share or skip a row.
create function public.admin_bookings_page(
  p_status text default null,
  p_villa_id uuid default null,
  p_stay_from date default null,
  p_stay_to date default null,
  p_created_from date default null,
  p_created_to date default null,
  p_search text default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid,
  villa_id uuid,
  villa_name text,
  villa_location text,
  guest_name text,
  guest_email text,
  guest_phone text,
  guests_count integer,
  check_in date,
  check_out date,
  total_price numeric,
  special_requests text,
  status text,
  expires_at timestamptz,
  created_at timestamptz,
  overlaps jsonb,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can list bookings' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'expired') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_sort not in ('created_at', 'check_in', 'total_price') then
    raise exception 'Unknown sort column: %', p_sort using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page holds 1 to 100 bookings' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'The offset cannot be negative' using errcode = '22023';
  end if;

  return query
  with matching as (
    select m.*, count(*) over () as total
    from public.admin_bookings_matching(
      p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
    ) m
    where case p_status
      when 'pending' then m.status = 'pending' and (m.expires_at is null or m.expires_at > now())
      when 'expired' then m.status = 'pending' and m.expires_at <= now()
      when 'confirmed' then m.status = 'confirmed'
      when 'cancelled' then m.status = 'cancelled'
      else true
    end
  ),
  page as (
    select m.* from matching m
    order by
      case when p_ascending and p_sort = 'created_at' then m.created_at end asc,
      case when p_ascending and p_sort = 'check_in' then m.check_in end asc,
      case when p_ascending and p_sort = 'total_price' then m.total_price end asc,
      case when p_ascending then m.id end asc,
      case when not p_ascending and p_sort = 'created_at' then m.created_at end desc,
      case when not p_ascending and p_sort = 'check_in' then m.check_in end desc,
      case when not p_ascending and p_sort = 'total_price' then m.total_price end desc,
      case when not p_ascending then m.id end desc
    limit p_limit offset p_offset
  )
  select p.id, p.villa_id, v.name, v.location, p.guest_name, p.guest_email, p.guest_phone,
    p.guests_count, p.check_in, p.check_out, p.total_price, p.special_requests, p.status,
    p.expires_at, p.created_at,
    case when p.status = 'pending' and (p.expires_at is null or p.expires_at > now()) then (
      select coalesce(
        jsonb_agg(jsonb_build_object('id', o.id, 'guest_name', o.guest_name)
          order by o.created_at, o.id),
        '[]'::jsonb)
      from public.bookings o
      where o.villa_id = p.villa_id
        and o.id <> p.id
        and o.status = 'pending'
        and (o.expires_at is null or o.expires_at > now())
        and o.check_in < p.check_out
        and p.check_in < o.check_out
    ) else '[]'::jsonb end,
    p.total
  from page p
  left join public.villas v on v.id = p.villa_id
  order by
    case when p_ascending and p_sort = 'created_at' then p.created_at end asc,
    case when p_ascending and p_sort = 'check_in' then p.check_in end asc,
    case when p_ascending and p_sort = 'total_price' then p.total_price end asc,
    case when p_ascending then p.id end asc,
    case when not p_ascending and p_sort = 'created_at' then p.created_at end desc,
    case when not p_ascending and p_sort = 'check_in' then p.check_in end desc,
    case when not p_ascending and p_sort = 'total_price' then p.total_price end desc,
    case when not p_ascending then p.id end desc;
end;
$$;

-- The count cards: how many bookings match the other filters, per shown status, in one call.
create function public.admin_booking_counts(
  p_villa_id uuid default null,
  p_stay_from date default null,
  p_stay_to date default null,
  p_created_from date default null,
  p_created_to date default null,
  p_search text default null
)
returns table (
  pending bigint,
  confirmed bigint,
  cancelled bigint,
  expired bigint,
  total bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can list bookings' using errcode = '42501';
  end if;
  return query
  select
    count(*) filter (where m.status = 'pending' and (m.expires_at is null or m.expires_at > now())),
    count(*) filter (where m.status = 'confirmed'),
    count(*) filter (where m.status = 'cancelled'),
    count(*) filter (where m.status = 'pending' and m.expires_at <= now()),
    count(*)
  from public.admin_bookings_matching(
    p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
  ) m;
end;
$$;

revoke execute on function public.admin_bookings_matching(uuid, date, date, date, date, text)
  from public, anon;
revoke execute on function public.admin_bookings_page(
  text, uuid, date, date, date, date, text, text, boolean, integer, integer
) from public, anon;
revoke execute on function public.admin_booking_counts(uuid, date, date, date, date, text)
  from public, anon;
-- Staff sign in as authenticated; each function checks is_staff() itself (security invoker, so
-- the bookings' row-level security applies too).
grant execute on function public.admin_bookings_matching(uuid, date, date, date, date, text)
  to authenticated;
grant execute on function public.admin_bookings_page(
  text, uuid, date, date, date, date, text, text, boolean, integer, integer
) to authenticated;
grant execute on function public.admin_booking_counts(uuid, date, date, date, date, text)
  to authenticated;
