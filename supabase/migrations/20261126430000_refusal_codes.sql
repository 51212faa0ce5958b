-- Refusals the app tells apart carry their own SQLSTATE, so the client recognises them by
-- `error.code` (src/lib/refusals.ts), never by the words of the message; the words stay the same.
--
--   23P01  exclusion_violation: the dates collide with a confirmed stay or a blocked day. The
--          same code as the bookings_no_overlapping_confirmed constraint, so a confirmation
--          that lost a race and one refused by the check below read alike.
--   RV001  request_expired (custom): a pending request past its expires_at cannot be confirmed.
--   RV002  booking_not_pending (custom): only a pending booking can be confirmed or cancelled.
--
-- Class RV ("Riviera Villas") is not used by PostgreSQL; PostgREST answers it, like 23P01 and the
-- P0001 these raises had before, with HTTP 400 (Error.hs pgErrorStatus), so nothing else changes.
--
-- Redefines public.enforce_booking_status_change() and public.enforce_blocked_date_free()
-- (last defined in 20261126400000_confirm_one_at_a_time.sql); only the errcodes are new.

create or replace function public.enforce_booking_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_range daterange;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status <> 'pending' or new.status not in ('confirmed', 'cancelled') then
    raise exception 'A % booking cannot be changed to %', old.status, coalesce(new.status::text, 'no status')
      using errcode = 'RV002', hint = 'Only a pending booking can be confirmed or cancelled.';
  end if;

  if new.status = 'confirmed' then
    if old.expires_at is not null and old.expires_at <= now() then
      raise exception 'This request expired on % UTC: ask the guest to send a new one',
        to_char(old.expires_at at time zone 'utc', 'FMMonth FMDD, YYYY "at" HH24:MI')
        using errcode = 'RV001', hint = 'A request is held for 24 hours.';
    end if;
    -- One confirmation (or blocked day) of a villa at a time: a second one waits here for the
    -- first to commit, then its checks below see it and say so in words.
    perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(new.villa_id::text));
    select public.stay_range(new.check_in, new.check_out, v.changeover) into v_range
    from public.villas v where v.id = new.villa_id;
    if exists (
      select 1
      from public.bookings b
      where b.villa_id = new.villa_id
        and b.status = 'confirmed'
        and b.id <> new.id
        and b.occupied && v_range
    ) then
      raise exception 'These dates overlap a confirmed booking for this villa'
        using errcode = '23P01';
    end if;
    if exists (
      select 1
      from public.blocked_dates bd
      where bd.villa_id = new.villa_id
        and bd.blocked_date <@ v_range
    ) then
      raise exception 'These dates include a blocked day for this villa'
        using errcode = '23P01';
    end if;
  end if;

  return new;
end
$$;

create or replace function public.enforce_blocked_date_free()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(new.villa_id::text));
  select b.check_in, b.check_out into v_booking
  from public.bookings b
  where b.villa_id = new.villa_id
    and b.status = 'confirmed'
    and new.blocked_date <@ b.occupied
  limit 1;
  if found then
    raise exception '% conflicts with confirmed booking from % to %',
      new.blocked_date, v_booking.check_in, v_booking.check_out
      using errcode = '23P01';
  end if;
  return new;
end
$$;
