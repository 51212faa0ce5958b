-- Helpers every domain uses: who is staff (is_staff, private.require_staff), paging arguments
-- (private.require_page), the caller's client address and the throttles, mailbox rules, weekday
-- checks, and the call of an Edge Function.
set check_function_bodies = off;

create table private.throttle_events (
  id bigint generated always as identity not null,
  kind text not null,
  subject text not null,
  happened_at timestamp with time zone default now() not null,
  constraint throttle_events_pkey primary key (id),
  constraint throttle_events_kind_check check ((kind = any (array['booking'::text, 'enquiry'::text, 'maintenance_password'::text, 'booking_client'::text, 'enquiry_client'::text])))
);

create index throttle_events_subject_idx on private.throttle_events (kind, subject, happened_at);

create index throttle_events_recent_idx on private.throttle_events (kind, happened_at);

-- The mailbox an address reaches, written one way: what counts as one inbox for the cap and
-- the throttles. Not an address to send to (the guest's own spelling is kept for that).
create or replace function private.canonical_mailbox(p_address text)
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

-- On hosted Supabase every request to the Data API passes Cloudflare, which writes
-- CF-Connecting-IP itself (a value the caller sent is replaced) and appends to
-- X-Forwarded-For, whose first entry is therefore whatever the caller wrote. PostgREST hands
-- both to SQL in request.headers. The local stack's gateway does the same
-- (supabase/local/client-address.ts). An IPv6 client is counted by its /64: one subscriber
-- commonly holds a whole /64, and counting single addresses would let it take 2^64 turns.
-- 'unknown' only outside the API (no request headers).
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_header text := btrim(coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip', ''
  ));
  v_address inet;
begin
  if v_header = '' then
    return 'unknown';
  end if;
  begin
    v_address := v_header::inet;
  exception when others then
    return left(v_header, 100);
  end;
  if family(v_address) = 6 then
    return host(network(set_masklen(v_address, 64))) || '/64';
  end if;
  return host(v_address);
end
$$;

-- Did this write come through the Data API (a visitor, staff, the service role)? Empty claims
-- read as absent: once a session has served one API request, PostgreSQL keeps them as ''.
create or replace function private.from_the_api()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', ''
  ) in ('anon', 'authenticated', 'service_role')
$$;

-- Once a session has served one API request, PostgreSQL keeps request.jwt.claims and
-- request.headers defined as '' (a SET LOCAL reverts to the empty string, not to "unset"), and
-- ''::jsonb is an error: a direct SQL insert into bookings or contact_submissions on such a
-- session (SQL editor, a pooled connection, a script) failed with "invalid input syntax for type
-- json". Empty now reads as absent, as auth.uid() already treats it.
create or replace function private.from_the_public()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', ''
  ) in ('anon', 'authenticated')
$$;

-- Does the user hold a verified second factor?
create or replace function private.has_verified_factor(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status = 'verified'
  )
$$;

-- Records one event of `p_kind` for the client and says how its submission is to be stored:
-- false (as usual) while the client sent fewer than `p_usual` in `p_usual_window`, true (held
-- for review) after that, and refused with 429 once it sent `p_most` in the last hour: past
-- that, nothing more is stored from it. Serialised per client so parallel requests count exactly.
create or replace function private.hold_for_review(p_kind text, p_client text, p_usual integer, p_usual_window interval, p_most integer, p_message text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recent integer;
  v_in_hour integer;
begin
  perform pg_advisory_xact_lock(hashtext('private.hold_for_review:' || p_kind || ':' || p_client));
  delete from private.throttle_events e
  where e.kind = p_kind and e.happened_at < now() - interval '1 day';
  select count(*) filter (where e.happened_at > now() - p_usual_window),
         count(*)
    into v_recent, v_in_hour
  from private.throttle_events e
  where e.kind = p_kind and e.subject = p_client and e.happened_at > now() - interval '1 hour';
  if v_in_hour >= p_most then
    raise exception '%', p_message
      using errcode = 'PT429', hint = 'Nothing was stored. Wait a few minutes, then try again.';
  end if;
  insert into private.throttle_events (kind, subject) values (p_kind, p_client);
  return v_recent >= p_usual;
end
$$;

-- Calls an Edge Function of this project, asynchronously: the request leaves when the calling
-- transaction commits, so a trigger can ask for work without waiting for it (or failing with
-- it). The project URL and the key come from the vault — per environment, never in a migration:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');
-- (the local stack stores its own at start). Without them nothing is sent: a warning, no error,
-- and the scheduled sweeps do the work once they are set.
create or replace function private.invoke_edge_function(function_name text, body jsonb default '{}'::jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise warning 'Edge Function % not called: the vault has no project_url or service_role_key secret',
      function_name;
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/' || function_name,
    body := body,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key
    ),
    timeout_milliseconds := 60000
  );
end
$$;

-- The mailbox an address reaches (private.canonical_mailbox: case, a "+tag", Gmail's dots…):
-- the booking and enquiry throttles count mailboxes, not spellings.
create or replace function private.mailbox(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.canonical_mailbox(address)
$$;

-- One domain label in Punycode (without the "xn--" prefix): RFC 3492 section 6.3.
create or replace function private.punycode(p_label text)
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

-- Is the company's "two-factor for all staff" rule on?
create or replace function private.staff_two_factor_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.setting_value = 'true' from public.site_settings s
     where s.setting_key = 'staff_two_factor_required'),
    false
  )
$$;

-- Records one event of `kind` for `subject`, or refuses it when the subject already had
-- `per_subject` events within `subject_window`, or everybody together `per_minute` events in the
-- last minute. Events are serialised per kind so that parallel requests count exactly.
create or replace function private.throttle(p_kind text, p_subject text, p_per_subject integer, p_subject_window interval, p_per_minute integer, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.throttle:' || p_kind));
  delete from private.throttle_events
  where kind = p_kind and happened_at < now() - interval '1 day';
  if (
    select count(*) from private.throttle_events
    where kind = p_kind and subject = p_subject and happened_at > now() - p_subject_window
  ) >= p_per_subject
  or (
    select count(*) from private.throttle_events
    where kind = p_kind and happened_at > now() - interval '1 minute'
  ) >= p_per_minute then
    raise exception '%', p_message
      using errcode = 'PT429', hint = 'Nothing was stored. Wait a few minutes, then try again.';
  end if;
  insert into private.throttle_events (kind, subject) values (p_kind, p_subject);
end
$$;

-- Redefined: a staff role, and the assurance level the
-- account's factor or the company's rule asks for.
create or replace function public.is_staff()
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
    and (
      coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
      or (
        not private.has_verified_factor((select auth.uid()))
        and not private.staff_two_factor_required()
      )
    )
$$;

-- The first lines of every staff-only function: a caller who is not staff (is_staff() above) is
-- refused with SQLSTATE 42501, which PostgREST answers with 403, and "Only staff can <what>".
-- Staff-only functions run as their caller (security invoker), so authenticated and service_role
-- may call it (schema private is not exposed by the Data API: usage alone exposes nothing).
create or replace function private.require_staff(p_can text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can %', p_can using errcode = '42501';
  end if;
end;
$$;

-- The paging arguments of the admin_*_page functions: 1 to 100 rows from a non-negative offset,
-- else SQLSTATE 22023 (PostgREST: 400) and a sentence naming what the page holds.
create or replace function private.require_page(p_limit integer, p_offset integer, p_rows text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page holds 1 to 100 %', p_rows using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'The offset cannot be negative' using errcode = '22023';
  end if;
end;
$$;

-- One row per public insert: a single POST may not carry a batch of requests.
create or replace function public.one_row_per_public_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() and (select count(*) from inserted) > 1 then
    raise exception 'Send one request at a time' using errcode = 'PT400';
  end if;
  return null;
end
$$;

-- …and a visitor who types such an address reads why, as for any other mistake in the form
-- (the constraint alone would answer with its name). Checked on the public forms' inserts.
create or replace function public.require_plain_mailbox()
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

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create or replace function public.valid_weekdays(p_days smallint[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_days is null
      or (cardinality(p_days) between 1 and 7 and p_days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
$$;

-- "Saturday", "Saturday or Sunday", "Friday, Saturday or Sunday".
create or replace function public.weekday_names(p_days smallint[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when count(*) = 1 then min(name)
    else string_agg(name, ', ' order by day) filter (where day < max_day)
         || ' or ' || max(name) filter (where day = max_day)
  end
  from (
    select d as day,
           (array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])[d] as name,
           max(d) over () as max_day
    from unnest(p_days) as d
  ) as days
$$;

-- The same days as a French sentence says them, with their article: "le samedi", "le samedi ou
-- le dimanche", "le vendredi, le samedi ou le dimanche" (quote_stay's "Arrivées le samedi").
create or replace function public.weekday_names_fr(p_days smallint[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when count(*) = 1 then min(name)
    else string_agg(name, ', ' order by day) filter (where day < max_day)
         || ' ou ' || max(name) filter (where day = max_day)
  end
  from (
    select d as day,
           'le ' || (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[d] as name,
           max(d) over () as max_day
    from unnest(p_days) as d
  ) as days
$$;
