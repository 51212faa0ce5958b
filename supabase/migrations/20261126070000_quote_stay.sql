-- One source of truth for money: quote_stay() prices a stay night by night and names the rule
-- that makes it impossible, if any; the booking trigger stores exactly its total, and the villa
-- page shows exactly its answer. Villas gain the limits every rental engine has: minimum and
-- maximum nights and a booking horizon.

alter table public.villas
  add column min_nights integer not null default 1 check (min_nights between 1 and 365),
  add column max_nights integer not null default 60 check (max_nights between 1 and 365),
  add column booking_horizon_months integer not null default 18
    check (booking_horizon_months between 1 and 36),
  add constraint villas_min_nights_within_max check (min_nights <= max_nights);

-- The quote: {villa_id, check_in, check_out, guests, nights: [{date, price}], night_count, total,
-- bookable, problem: {rule, message} | null}. Nights and total are given whenever the dates make
-- a stay the villa could price, so the page can show the price beside the reason. Runs as the
-- caller: a visitor is quoted only for a published villa; availability comes from
-- get_villa_unavailable_dates (dates only).
create function public.quote_stay(
  p_villa_id uuid,
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  -- "Yesterday in UTC" lets a visitor anywhere in the world book their own today.
  v_earliest date := (now() at time zone 'utc')::date - 1;
  v_night_count integer;
  v_nights jsonb := '[]'::jsonb;
  v_total numeric := null;
  v_rule text;
  v_message text;
  v_visible boolean;
begin
  select v.id, v.is_active, v.max_guests, v.min_nights, v.max_nights, v.booking_horizon_months
  into v_villa
  from public.villas v
  where v.id = p_villa_id;
  v_visible := found and v_villa.is_active;

  v_night_count := case
    when p_check_in is not null and p_check_out > p_check_in then p_check_out - p_check_in
  end;

  -- A stay the villa could price: known dates in the right order, within its longest stay.
  if v_visible and v_night_count between 1 and v_villa.max_nights then
    select coalesce(jsonb_agg(jsonb_build_object('date', night, 'price', price) order by night), '[]'::jsonb),
           sum(price)
    into v_nights, v_total
    from (
      select (p_check_in + i)::date as night,
             public.get_villa_price_for_date(p_villa_id, (p_check_in + i)::date) as price
      from generate_series(0, v_night_count - 1) as i
    ) as priced;
  end if;

  if not v_visible then
    v_rule := 'villa'; v_message := 'This villa is not available for booking';
  elsif p_check_in is null or p_check_out is null then
    v_rule := 'dates'; v_message := 'Please select check-in and check-out dates';
  elsif p_check_out <= p_check_in then
    v_rule := 'dates'; v_message := 'Check-out must be after check-in';
  elsif p_check_in < v_earliest then
    v_rule := 'past'; v_message := 'Check-in cannot be in the past';
  elsif p_check_in > (v_earliest + 1 + make_interval(months => v_villa.booking_horizon_months))::date then
    v_rule := 'horizon';
    v_message := format('This villa takes bookings up to %s months ahead', v_villa.booking_horizon_months);
  elsif v_night_count < v_villa.min_nights then
    v_rule := 'min_nights'; v_message := format('Minimum %s nights', v_villa.min_nights);
  elsif v_night_count > v_villa.max_nights then
    v_rule := 'max_nights';
    v_message := format('A stay at this villa is at most %s nights', v_villa.max_nights);
  elsif p_guests is not null and p_guests < 1 then
    v_rule := 'guests'; v_message := 'At least one guest is required';
  elsif p_guests is not null and p_guests > v_villa.max_guests then
    v_rule := 'guests';
    v_message := format('This villa accepts at most %s %s', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end);
  elsif exists (
    select 1 from public.get_villa_unavailable_dates(p_villa_id, p_check_in, p_check_out)
  ) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
  end if;

  return jsonb_build_object(
    'villa_id', p_villa_id,
    'check_in', p_check_in,
    'check_out', p_check_out,
    'guests', p_guests,
    'nights', v_nights,
    'night_count', coalesce(v_night_count, 0),
    'total', v_total,
    'bookable', v_rule is null,
    'problem', case when v_rule is null then null
                    else jsonb_build_object('rule', v_rule, 'message', v_message) end
  );
end
$$;

grant execute on function public.quote_stay(uuid, date, date, integer) to anon, authenticated, service_role;

-- The booking request stores exactly the quote: its rules refuse the stay with the quote's
-- message, its total is the stored total.
create or replace function public.enforce_booking_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quote jsonb;
begin
  new.status := 'pending';
  new.expires_at := now() + interval '24 hours';
  new.created_at := now();
  new.guest_name := btrim(new.guest_name);
  new.guest_email := btrim(new.guest_email);
  new.guest_phone := nullif(btrim(new.guest_phone), '');
  new.special_requests := nullif(btrim(new.special_requests), '');

  if new.guest_name is null or new.guest_name = '' then
    raise exception 'Please provide the guest''s full name';
  end if;
  if new.guest_email is null
     or new.guest_email !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
    raise exception 'Please provide a valid email address';
  end if;
  if new.guests_count is null then
    raise exception 'At least one guest is required';
  end if;

  v_quote := public.quote_stay(new.villa_id, new.check_in, new.check_out, new.guests_count);
  if not (v_quote ->> 'bookable')::boolean then
    raise exception '%', v_quote -> 'problem' ->> 'message';
  end if;
  new.total_price := (v_quote ->> 'total')::numeric;
  return new;
end
$$;
