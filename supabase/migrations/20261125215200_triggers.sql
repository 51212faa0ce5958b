-- Rules that need other rows or must not be left to the browser (architecture section 4).
-- They run as the caller (security invoker); where a rule needs hidden rows it asks
-- get_villa_unavailable_dates, which returns dates only. Messages are human sentences,
-- because the admin screens show them as they are.

-- A booking request: always pending, expiring 24 hours later, for an active villa, a stay that is
-- free, a guest count the villa takes, and a total the database computes from the nightly prices.
create function public.enforce_booking_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_villa record;
  -- "Yesterday in UTC" lets a visitor anywhere in the world book their own today.
  v_earliest_check_in date := (now() at time zone 'utc')::date - 1;
begin
  new.status := 'pending';
  new.expires_at := now() + interval '24 hours';
  new.created_at := now();
  new.guest_name := btrim(new.guest_name);
  new.guest_email := btrim(new.guest_email);
  new.guest_phone := nullif(btrim(new.guest_phone), '');
  new.special_requests := nullif(btrim(new.special_requests), '');

  if new.check_in is null or new.check_out is null then
    raise exception 'Please select check-in and check-out dates';
  end if;
  if new.check_out <= new.check_in then
    raise exception 'Check-out must be after check-in';
  end if;
  if new.check_in < v_earliest_check_in then
    raise exception 'Check-in cannot be in the past';
  end if;
  if new.check_out - new.check_in > 365 then
    raise exception 'A stay cannot be longer than 365 nights';
  end if;

  select v.max_guests, v.is_active into v_villa
  from public.villas v
  where v.id = new.villa_id;
  if not found or not v_villa.is_active then
    raise exception 'This villa is not available for booking';
  end if;

  if new.guest_name is null or new.guest_name = '' then
    raise exception 'Please provide the guest''s full name';
  end if;
  if new.guest_email is null or new.guest_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Please provide a valid email address';
  end if;
  if new.guests_count is null or new.guests_count < 1 then
    raise exception 'At least one guest is required';
  end if;
  if new.guests_count > v_villa.max_guests then
    raise exception 'This villa accepts at most % %', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end;
  end if;

  if exists (
    select 1 from public.get_villa_unavailable_dates(new.villa_id, new.check_in, new.check_out)
  ) then
    raise exception 'These dates are not available';
  end if;

  -- The nights of the stay are check-in up to the day before check-out.
  select coalesce(sum(public.get_villa_price_for_date(new.villa_id, new.check_in + i)), 0)
  into new.total_price
  from generate_series(0, new.check_out - new.check_in - 1) as i;

  return new;
end
$$;

create trigger bookings_enforce_request
  before insert on public.bookings
  for each row execute function public.enforce_booking_request();

-- Status moves only pending -> confirmed | cancelled. Confirming checks the stay is still free,
-- with a clear message; the exclusion constraint stays the final guard against races.
create function public.enforce_booking_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status <> 'pending' or new.status not in ('confirmed', 'cancelled') then
    raise exception 'A % booking cannot be changed to %', old.status, coalesce(new.status, 'no status')
      using hint = 'Only a pending booking can be confirmed or cancelled.';
  end if;

  if new.status = 'confirmed' then
    if exists (
      select 1
      from public.bookings b
      where b.villa_id = new.villa_id
        and b.status = 'confirmed'
        and b.id <> new.id
        and daterange(b.check_in, b.check_out, '[]') && daterange(new.check_in, new.check_out, '[]')
    ) then
      raise exception 'These dates overlap a confirmed booking for this villa';
    end if;
    if exists (
      select 1
      from public.blocked_dates bd
      where bd.villa_id = new.villa_id
        and bd.blocked_date between new.check_in and new.check_out
    ) then
      raise exception 'These dates include a blocked day for this villa';
    end if;
  end if;

  return new;
end
$$;

create trigger bookings_enforce_status_change
  before update on public.bookings
  for each row execute function public.enforce_booking_status_change();

-- A day inside a confirmed booking cannot also be blocked by hand: the booking already blocks it.
-- The admin's bulk blocking recognises this message by "conflicts with confirmed booking".
create function public.enforce_blocked_date_free()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  select b.check_in, b.check_out into v_booking
  from public.bookings b
  where b.villa_id = new.villa_id
    and b.status = 'confirmed'
    and new.blocked_date between b.check_in and b.check_out
  limit 1;
  if found then
    raise exception '% conflicts with confirmed booking from % to %',
      new.blocked_date, v_booking.check_in, v_booking.check_out;
  end if;
  return new;
end
$$;

create trigger blocked_dates_enforce_free
  before insert or update of villa_id, blocked_date on public.blocked_dates
  for each row execute function public.enforce_blocked_date_free();

-- Every enquiry arrives unread, stamped now; an empty phone is stored as null.
create function public.enforce_contact_submission()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'unread';
  new.created_at := now();
  new.name := btrim(new.name);
  new.email := btrim(new.email);
  new.phone := nullif(btrim(new.phone), '');
  return new;
end
$$;

create trigger contact_submissions_enforce_new
  before insert on public.contact_submissions
  for each row execute function public.enforce_contact_submission();

create function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger site_settings_touch_updated_at
  before update on public.site_settings
  for each row execute function public.touch_updated_at();
