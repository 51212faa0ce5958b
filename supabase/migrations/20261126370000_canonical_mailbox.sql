-- Issue 18, point 2: one mailbox, however its address is spelled. "Request received" emails to
-- v.ictim@gmail.com, vi.ctim@gmail.com and victim+x@googlemail.com all land in one Gmail inbox,
-- yet each counted as a mailbox of its own (private.mailbox only folded case and "+tags"): a
-- stranger sent one inbox 15 emails a day where 3 were meant. The daily cap of 3 request emails
-- per mailbox (20261126250000_outbox_hardening.sql) now counts canonical mailboxes:
--   * case, and a "+tag" on any domain (victim+x@example.com is victim@example.com);
--   * Gmail: googlemail.com is gmail.com, and dots in the local part are ignored;
--   * an internationalised domain (IDN) in its ASCII form: bücher.example is
--     xn--bcher-kva.example (Punycode, RFC 3492, written here in plain PL/pgSQL: PGlite and
--     PostgreSQL 15/17 alike, no extension).
-- Beyond the cap the request is stored and staff are emailed as always; only the guest's
-- acknowledgement is left out (the staff email says so).

-- 1. Punycode and the canonical mailbox ------------------------------------------------------

-- One domain label in Punycode (without the "xn--" prefix): RFC 3492 section 6.3.
create function private.punycode(p_label text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  v_codes integer[] := array(
    select ascii(c) from regexp_split_to_table(p_label, '') with ordinality as t (c, i) order by i
  );
  v_output text := '';
  v_n integer := 128;
  v_delta bigint := 0;
  v_bias integer := 72;
  v_h integer;
  v_basic integer;
  v_m integer;
  v_q bigint;
  v_k integer;
  v_t integer;
  v_digit integer;
  v_code integer;
  v_adapt bigint;
  v_first boolean;
begin
  foreach v_code in array v_codes loop
    if v_code < 128 then
      v_output := v_output || chr(v_code);
    end if;
  end loop;
  v_basic := char_length(v_output);
  v_h := v_basic;
  if v_basic > 0 then
    v_output := v_output || '-';
  end if;
  while v_h < coalesce(array_length(v_codes, 1), 0) loop
    select min(c) into v_m from unnest(v_codes) as c where c >= v_n;
    v_delta := v_delta + (v_m - v_n)::bigint * (v_h + 1);
    v_n := v_m;
    foreach v_code in array v_codes loop
      if v_code < v_n then
        v_delta := v_delta + 1;
      elsif v_code = v_n then
        v_q := v_delta;
        v_k := 36;
        loop
          v_t := case when v_k <= v_bias then 1 when v_k >= v_bias + 26 then 26 else v_k - v_bias end;
          exit when v_q < v_t;
          v_digit := v_t + ((v_q - v_t) % (36 - v_t))::integer;
          v_output := v_output || chr(case when v_digit < 26 then 97 + v_digit else 22 + v_digit end);
          v_q := (v_q - v_t) / (36 - v_t);
          v_k := v_k + 36;
        end loop;
        v_output := v_output || chr(case when v_q < 26 then 97 + v_q::integer else 22 + v_q::integer end);
        -- adapt(delta, h + 1, h = b)
        v_first := v_h = v_basic;
        v_adapt := case when v_first then v_delta / 700 else v_delta / 2 end;
        v_adapt := v_adapt + v_adapt / (v_h + 1);
        v_k := 0;
        while v_adapt > 455 loop
          v_adapt := v_adapt / 35;
          v_k := v_k + 36;
        end loop;
        v_bias := v_k + ((36 * v_adapt) / (v_adapt + 38))::integer;
        v_delta := 0;
        v_h := v_h + 1;
      end if;
    end loop;
    v_delta := v_delta + 1;
    v_n := v_n + 1;
  end loop;
  return v_output;
end
$$;

-- The mailbox an address reaches, written one way: what counts as one inbox for the cap and
-- the throttles. Not an address to send to (the guest's own spelling is kept for that).
create function private.canonical_mailbox(p_address text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  v_address text := btrim(p_address);
  v_at integer := char_length(v_address) - strpos(reverse(v_address), '@') + 1;
  v_local text;
  v_domain text;
  v_label text;
  v_labels text[] := '{}';
begin
  if strpos(v_address, '@') = 0 then
    return lower(v_address);
  end if;
  v_local := lower(left(v_address, v_at - 1));
  -- Compatibility forms (full-width letters, ideographic full stops) as IDNA maps them.
  v_domain := lower(normalize(substr(v_address, v_at + 1), nfkc));
  v_domain := rtrim(translate(v_domain, '。．｡', '...'), '.');
  foreach v_label in array string_to_array(v_domain, '.') loop
    v_labels := v_labels || case
      when v_label ~ '^[\x01-\x7f]*$' then v_label
      else 'xn--' || private.punycode(v_label)
    end;
  end loop;
  v_domain := array_to_string(v_labels, '.');
  -- A "+tag" is delivered to the mailbox without it (Gmail, Outlook, Fastmail, iCloud…).
  v_local := split_part(v_local, '+', 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;

-- The booking and enquiry throttles (20261126240000_guest_address_rules.sql) count through
-- private.mailbox: they now count canonical mailboxes too. Redefined (same signature).
create or replace function private.mailbox(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.canonical_mailbox(address)
$$;

revoke all on function private.punycode(text) from public, anon, authenticated, service_role;
revoke all on function private.canonical_mailbox(text) from public, anon, authenticated, service_role;

-- 2. The canonical mailbox of each request email, stored ------------------------------------

-- Written by a trigger as the row is inserted (the function is private: an index expression or
-- a generated column would run it with the rights of whoever writes the row), so the cap reads
-- an index instead of canonicalising a day of rows on every request.
alter table public.notifications add column guest_mailbox text;

create function private.set_guest_mailbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.guest_mailbox := case
    when new.kind = 'request_received' then private.canonical_mailbox(new.recipients[1])
  end;
  return new;
end
$$;

revoke all on function private.set_guest_mailbox() from public, anon, authenticated, service_role;

create trigger notifications_set_guest_mailbox
  before insert or update of kind, recipients on public.notifications
  for each row execute function private.set_guest_mailbox();

update public.notifications
set guest_mailbox = private.canonical_mailbox(recipients[1])
where kind = 'request_received';

drop index public.notifications_guest_mailbox_idx;
create index notifications_guest_mailbox_idx
  on public.notifications (guest_mailbox, created_at)
  where kind = 'request_received' and resend_of is null;

-- 3. The cap counts canonical mailboxes ------------------------------------------------------

-- May this address get one more "request received" email? Not after 3 in the last 24 hours to
-- its mailbox, however it was written. Serialised per mailbox so parallel requests count
-- exactly. Redefined (same signature) from 20261126250000_outbox_hardening.sql.
create or replace function private.may_send_request_email(p_address text) returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_mailbox text := private.canonical_mailbox(p_address);
begin
  perform pg_advisory_xact_lock(hashtext('private.request_email:' || v_mailbox));
  return (
    select count(*) from public.notifications n
    where n.kind = 'request_received'
      and n.resend_of is null
      and n.guest_mailbox = v_mailbox
      and n.created_at > now() - interval '24 hours'
  ) < 3;
end
$$;

-- 4. Staff learn when the guest was not emailed ----------------------------------------------

-- The staff email of a request whose guest got no acknowledgement (the cap) says so, so staff
-- know to write to the guest themselves. A new trigger after the request's own (triggers run
-- in name order), leaving private.enqueue_request_emails as it is.
create function private.mark_unacknowledged_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
  set payload = n.payload || jsonb_build_object('guest_not_emailed', true)
  where n.booking_id = new.id
    and n.kind = 'request_received_staff'
    and n.resend_of is null
    and not exists (
      select 1 from public.notifications g
      where g.booking_id = new.id and g.kind = 'request_received' and g.resend_of is null
    );
  return null;
end
$$;

revoke all on function private.mark_unacknowledged_request()
  from public, anon, authenticated, service_role;

create trigger bookings_enqueue_request_emails_unacknowledged
  after insert on public.bookings
  for each row execute function private.mark_unacknowledged_request();
