-- One "from" price per villa, stored on the villa row, the same on every screen.
--
-- Definition. A villa's from price is the lowest nightly price, by the rule every quote uses
-- (get_villa_price_for_date: the active season of highest priority covering the night, else the
-- villa's base price), among the nights a guest can book today: from the first arrival day its
-- advance notice allows (today + advance_notice_days, UTC) through the last arrival day of its
-- horizon (today + booking_horizon_months). It is a rate, not a promise that a night is free:
-- bookings and blocked days do not change it.
--
-- Computed from the seasons rather than day by day: the nightly price can only change where a
-- season starts or the day after one ends, so the minimum over the window is the minimum over the
-- window's first day and those boundaries inside it (a few rows per villa, not 550 days).
-- Kept current by triggers (the villa's price, notice and horizon; any season insert, update or
-- delete) and, because the window moves with the calendar, refreshed every night by pg_cron.

alter table public.villas add column from_price numeric(10, 2) not null default 0;

create function public.villa_from_price(
  p_villa_id uuid,
  p_base_price numeric,
  p_advance_notice_days integer,
  p_horizon_months integer,
  p_today date default (now() at time zone 'utc')::date
)
returns numeric
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select p_today + p_advance_notice_days as first_day,
           (p_today + make_interval(months => p_horizon_months))::date as last_day
  ),
  seasons as (
    select sp.start_date, sp.end_date
    from public.seasonal_pricing sp
    where sp.villa_id = p_villa_id and sp.is_active
  ),
  boundaries as (
    select b.first_day as day from bounds b
    union
    select s.start_date from seasons s
    union
    select s.end_date + 1 from seasons s
  )
  select min(
    coalesce(
      (
        select sp.price_per_night
        from public.seasonal_pricing sp
        where sp.villa_id = p_villa_id
          and sp.is_active
          and c.day between sp.start_date and sp.end_date
        order by sp.priority desc, sp.start_date desc, sp.created_at desc, sp.id
        limit 1
      ),
      p_base_price
    )
  )
  from boundaries c, bounds b
  where c.day between b.first_day and b.last_day
$$;

grant execute on function public.villa_from_price(uuid, numeric, integer, integer, date)
  to anon, authenticated, service_role;

-- The villa's own columns: whatever a form sends as from_price, the database sets it.
create function public.set_villa_from_price()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.from_price := coalesce(
    public.villa_from_price(new.id, new.price_per_night, new.advance_notice_days,
                            new.booking_horizon_months),
    new.price_per_night
  );
  return new;
end
$$;

create trigger villas_set_from_price
  before insert or update of price_per_night, advance_notice_days, booking_horizon_months, from_price
  on public.villas
  for each row execute function public.set_villa_from_price();

-- Seasons changed: their villas' from prices follow (both villas when a season moved), once per
-- statement, so a bulk load of seasons recomputes each villa once. Security definer because it
-- writes villas.from_price whoever changed the season (staff, the scale seed, a job); it writes
-- nothing else.
create function public.refresh_from_price_after_seasons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.villas v
    set from_price = 0 -- recomputed by villas_set_from_price
    where v.id in (select n.villa_id from new_seasons n);
  elsif tg_op = 'UPDATE' then
    update public.villas v
    set from_price = 0
    where v.id in (select n.villa_id from new_seasons n union select o.villa_id from old_seasons o);
  else
    update public.villas v
    set from_price = 0
    where v.id in (select o.villa_id from old_seasons o);
  end if;
  return null;
end
$$;

revoke execute on function public.set_villa_from_price() from public, anon, authenticated;
revoke execute on function public.refresh_from_price_after_seasons() from public, anon, authenticated;

create trigger seasonal_pricing_inserted_refresh_from_price
  after insert on public.seasonal_pricing
  referencing new table as new_seasons
  for each statement execute function public.refresh_from_price_after_seasons();
create trigger seasonal_pricing_updated_refresh_from_price
  after update on public.seasonal_pricing
  referencing old table as old_seasons new table as new_seasons
  for each statement execute function public.refresh_from_price_after_seasons();
create trigger seasonal_pricing_deleted_refresh_from_price
  after delete on public.seasonal_pricing
  referencing old table as old_seasons
  for each statement execute function public.refresh_from_price_after_seasons();

-- Every villa, for the day that starts (the nightly job; also callable by staff tools).
create function public.refresh_villa_from_prices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed integer;
begin
  update public.villas v
  set from_price = 0 -- recomputed by villas_set_from_price
  where v.from_price is distinct from coalesce(
    public.villa_from_price(v.id, v.price_per_night, v.advance_notice_days, v.booking_horizon_months),
    v.price_per_night
  );
  get diagnostics v_changed = row_count;
  return v_changed;
end
$$;

revoke execute on function public.refresh_villa_from_prices() from public, anon, authenticated;
grant execute on function public.refresh_villa_from_prices() to service_role;

update public.villas set from_price = 0;

select cron.schedule('refresh-from-prices', '5 0 * * *', $$select public.refresh_villa_from_prices()$$);

-- The former per-day function now reads the stored price (same answer, a few rows to read).
create or replace function public.get_villa_from_prices(p_villa_id uuid default null)
returns table (villa_id uuid, from_price numeric)
language sql
stable
set search_path = ''
as $$
  select v.id, v.from_price
  from public.villas v
  where v.is_active
    and (p_villa_id is null or v.id = p_villa_id)
$$;

create index villas_active_from_price_idx on public.villas (is_active, from_price);
