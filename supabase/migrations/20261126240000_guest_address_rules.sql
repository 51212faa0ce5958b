-- Since guests receive emails, an address typed on the public forms must be one mailbox that a
-- throttle can count: a stranger could otherwise send request emails to someone else's inbox
-- many times over, by writing the same mailbox in different ways.

-- 1. One mailbox, written plainly: no display name ("x <victim@…>"), no list ("a@x, b@y"), no
--    quotes or comments, a host name of letters, digits and hyphens. Everything an email field
--    of the site accepts passes. NOT VALID: rows already stored are left as they are.
alter table public.bookings drop constraint bookings_guest_email_check;
alter table public.bookings
  add constraint bookings_guest_email_check check (
    char_length(guest_email) <= 320
    and guest_email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
  ) not valid;
alter table public.contact_submissions drop constraint contact_submissions_email_check;
alter table public.contact_submissions
  add constraint contact_submissions_email_check check (
    char_length(email) <= 320
    and email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
  ) not valid;

-- …and a visitor who types such an address reads why, as for any other mistake in the form
-- (the constraint alone would answer with its name). Checked on the public forms' inserts.
create function public.require_plain_mailbox()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Surrounding spaces are trimmed by the form's own trigger; they are no mistake.
  address text := btrim(to_jsonb(new) ->> tg_argv[0]);
begin
  if address is null or char_length(address) > 320 or address !~
     '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
  then
    raise exception 'Please provide a valid email address'
      using errcode = '23514', hint = 'One address such as name@example.com.';
  end if;
  return new;
end
$$;

revoke execute on function public.require_plain_mailbox() from public, anon, authenticated, service_role;

-- Named to run first among the insert triggers (they fire in name order).
create trigger a_require_plain_mailbox
  before insert on public.bookings
  for each row execute function public.require_plain_mailbox('guest_email');
create trigger a_require_plain_mailbox
  before insert on public.contact_submissions
  for each row execute function public.require_plain_mailbox('email');

-- 2. The mailbox an address reaches: case and a "+tag" (delivered to the same inbox by most
--    providers) do not make another one.
create function private.mailbox(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(address)), '\+[^@]*@', '@')
$$;

revoke all on function private.mailbox(text) from public, anon, authenticated, service_role;

-- 3. The flood control counts mailboxes, not spellings (same limits as before).
create or replace function public.throttle_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'booking', private.mailbox(new.guest_email), 5, interval '10 minutes', 30,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

create or replace function public.throttle_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'enquiry', private.mailbox(new.email), 3, interval '10 minutes', 30,
      'Too many messages. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;
