-- Functions the app calls (RPC) and the policies use. Only three are security definer, each
-- because it must read rows the caller cannot see, and each returns no more than it must:
-- is_staff (user_roles is hidden from others), get_villa_unavailable_dates (bookings and
-- blocked_dates are hidden; it returns dates only), verify_maintenance_password (the password
-- row is hidden; it returns a boolean).

-- Is the caller signed in with a staff role ('admin' or 'staff')?
create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = (select auth.uid())
      and ur.role in ('admin', 'staff')
  )
$$;

-- The nightly price of a villa on a day: the active seasonal price covering the day with the
-- highest priority (ties: the later-starting, then the newer season), else the base price.
create function public.get_villa_price_for_date(p_villa_id uuid, p_date date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (
      select sp.price_per_night
      from public.seasonal_pricing sp
      where sp.villa_id = p_villa_id
        and sp.is_active
        and p_date between sp.start_date and sp.end_date
      order by sp.priority desc, sp.start_date desc, sp.created_at desc, sp.id
      limit 1
    ),
    (select v.price_per_night from public.villas v where v.id = p_villa_id)
  )
$$;

-- Nightly prices for every day from p_from through p_to (both included), by the same rule.
-- One call replaces the picker's 60 sequential calls; the range is capped to keep it cheap.
create function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date)
returns table (date date, price numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_to - p_from > 730 then
    raise exception 'Prices can be requested for at most 731 days at a time';
  end if;
  return query
    select (p_from + i)::date, public.get_villa_price_for_date(p_villa_id, (p_from + i)::date)
    from generate_series(0, p_to - p_from) as i
    order by 1;
end
$$;

-- Days a villa cannot be booked between p_from and p_to (both included): blocked days and every
-- day of confirmed bookings, check-in through check-out inclusive. Dates only, no guest data.
create function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select day
  from (
    select bd.blocked_date as day
    from public.blocked_dates bd
    where bd.villa_id = p_villa_id
      and bd.blocked_date between p_from and p_to
    union
    select (greatest(b.check_in, p_from) + i)::date
    from public.bookings b
    cross join lateral generate_series(
      0, least(b.check_out, p_to) - greatest(b.check_in, p_from)
    ) as i
    where b.villa_id = p_villa_id
      and b.status = 'confirmed'
      and b.check_in <= p_to
      and b.check_out >= p_from
  ) as days
  order by day
$$;

-- The maintenance bypass check: exact equality with the stored password, which visitors
-- cannot read. A blank stored password never matches.
create function public.verify_maintenance_password(p_password text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select s.setting_value = p_password
      from public.site_settings s
      where s.setting_key = 'maintenance_password'
        and btrim(s.setting_value) <> ''
    ),
    false
  )
$$;
