-- A lost answer must not double a booking request or an enquiry. The browser gives each
-- submission its own id (the row's primary key) and keeps it while it retries the same content;
-- a row whose id is already stored is skipped without error, so the repeated POST is answered
-- with the success the first one was (201), and nothing new is stored.
--
-- These triggers fire first (triggers run in name order: "already…" before "enforce…" and
-- "throttle…"), so a repeat is neither validated again nor counted by the flood control.
-- security definer: visitors cannot read the stored rows; the answer reveals nothing either way.

create function public.skip_repeated_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.bookings b where b.id = new.id) then
    return null;
  end if;
  return new;
end
$$;

create trigger bookings_already_submitted
  before insert on public.bookings
  for each row execute function public.skip_repeated_booking_request();

create function public.skip_repeated_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.contact_submissions c where c.id = new.id) then
    return null;
  end if;
  return new;
end
$$;

create trigger contact_submissions_already_sent
  before insert on public.contact_submissions
  for each row execute function public.skip_repeated_enquiry();

revoke execute on function public.skip_repeated_booking_request() from public, anon, authenticated, service_role;
revoke execute on function public.skip_repeated_enquiry() from public, anon, authenticated, service_role;
