-- A pending request past expires_at is expired, everywhere, without a scheduler: nothing stores
-- "expired"; the database refuses to confirm it, and the admin shows it as expired. (Pending
-- requests never block dates, expired or not.) Declining an expired request stays possible,
-- so staff can tidy up.
create or replace function public.enforce_booking_status_change()
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
    if old.expires_at is not null and old.expires_at <= now() then
      raise exception 'This request expired on % UTC: ask the guest to send a new one',
        to_char(old.expires_at at time zone 'utc', 'FMMonth FMDD, YYYY "at" HH24:MI')
        using hint = 'A request is held for 24 hours.';
    end if;
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
