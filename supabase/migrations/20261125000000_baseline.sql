-- Baseline: the whole database at the start of declarative schemas (issue 19), replacing the
-- 52 migrations of 2026-11-25/26 (nothing had been deployed yet). Its first part is
-- supabase/schemas/*.sql, file after file, as `npm run db:diff` compares them; `npm run db:diff
-- -- --check` proves that migrations and schema files build the same database. Its last part,
-- marked HAND-KEPT, is what a schema diff cannot carry: the rows the site starts with (settings,
-- page content, the storage bucket) and the scheduled jobs. Later changes are new migrations
-- written by `npm run db:diff -- <name>`; never edit this file.
-- Function bodies are checked when they run (as in pg_dump output): a function may name a table
-- defined further down. Reset at the end of the file.
set check_function_bodies = off;

-- ============================================================================================
-- supabase/schemas/00_schemas_and_extensions.sql
-- ============================================================================================

-- The database of Riviera Villas as it is now, one object per definition, in the order the files
-- apply from nothing (file name order, the same as `schema_paths` in supabase/config.toml).
-- Read supabase/schemas/README.md first: why the functions are security definer, why each one
-- sets `search_path = ''`, who may do what. Change a file here, then `npm run db:diff -- <name>`
-- writes the migration.
--
-- Functions are created before the tables they read in later files (a SQL function's body is
-- checked when it runs, as in `supabase db dump`/pg_dump output): each file may then be read on
-- its own, and no order of definitions has to be invented across domains.

-- Schema `private` is not exposed by the Data API ([api] schemas = ["public"]) and grants nothing:
-- trigger functions, throttles, the outbox's helpers live there.
create schema if not exists private;
revoke all on schema private from public;

grant usage on schema public to anon, authenticated, service_role;

-- Exclusion constraints over (villa, dates): one booking or blocked day per villa and night.
create extension if not exists btree_gist with schema extensions;

-- Scheduled jobs (pg_cron) and outbound HTTP (pg_net), on which the notification emails and the
-- calendar sync run. Hosted projects (and `supabase start`) ship both extensions; the embedded
-- local stack emulates them in its platform (its own `cron` and `net` schemas), where they are
-- not to be created even when the server has the package installed (Debian's
-- postgresql-15-cron: creating it there fails, "permission denied to create extension").
-- So an extension is created only when available and its schema does not exist yet.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
    and not exists (select from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_net')
    and not exists (select from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- Objects created after this start with no privileges for the API roles, whatever the
-- project's settings (hosted projects created before 2026 grant them everything by default):
-- supabase/schemas/90_access_rules_and_grants.sql grants exactly what each role needs.
alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from public, anon, authenticated, service_role;

-- Statuses and kinds: enums, so the generated types carry them as unions.
create type public.booking_status as enum ('pending', 'confirmed', 'cancelled');
create type public.message_status as enum ('unread', 'read', 'replied');
create type public.enquiry_form_type as enum ('general', 'concierge');
create type public.villa_changeover as enum ('same_day', 'full_day');

-- ============================================================================================
-- supabase/schemas/05_shared_helpers.sql
-- ============================================================================================

-- Helpers every domain uses: who is staff (is_staff, private.require_staff), paging arguments
-- (private.require_page), the caller's client address and the throttles, mailbox rules, weekday
-- checks, and the call of an Edge Function.

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

-- ============================================================================================
-- supabase/schemas/10_villas_and_content.sql
-- ============================================================================================

-- Villas, their photos, FAQs and reviews, the public pages' content and the site settings, with
-- the checks that say what each may hold, and the collection and search the public site reads.

create type public.photo_room as enum (
  'exterior',
  'living_room',
  'dining',
  'kitchen',
  'bedroom',
  'bathroom',
  'pool',
  'garden',
  'terrace',
  'view',
  'other'
);

-- Site-wide settings: maintenance_mode ('true' or 'false') and maintenance_password.
create table public.site_settings (
  id uuid default gen_random_uuid() not null,
  setting_key text not null,
  setting_value text default ''::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint site_settings_pkey primary key (id),
  constraint site_settings_setting_key_key unique (setting_key),
  constraint site_settings_setting_key_check check (((char_length(setting_key) >= 1) and (char_length(setting_key) <= 100))),
  constraint site_settings_setting_value_check check ((char_length(setting_value) <= 5000))
);

-- Editable texts and images of the public pages, one row per (page, section).
create table public.page_content (
  id uuid default gen_random_uuid() not null,
  page_slug text not null,
  section_key text not null,
  content_type text default 'text'::text not null,
  title text,
  content text default ''::text not null,
  image_url text,
  display_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  constraint page_content_pkey primary key (id),
  constraint page_content_page_slug_section_key_key unique (page_slug, section_key),
  constraint page_content_content_check check ((char_length(content) <= 5000)),
  constraint page_content_content_type_check check ((content_type = any (array['text'::text, 'image'::text]))),
  constraint page_content_image_url_check check ((char_length(image_url) <= 2000)),
  constraint page_content_page_slug_check check (((char_length(page_slug) >= 1) and (char_length(page_slug) <= 100))),
  constraint page_content_section_key_check check (((char_length(section_key) >= 1) and (char_length(section_key) <= 100))),
  constraint page_content_title_check check ((char_length(title) <= 200))
);

create table public.villas (
  id uuid default gen_random_uuid() not null,
  name text not null,
  location text not null,
  description text default ''::text not null,
  price_per_night numeric(10,2) default 0 not null,
  max_guests integer default 1 not null,
  bedrooms integer default 1 not null,
  bathrooms integer default 1 not null,
  size_sqm integer,
  amenities text[] default '{}'::text[] not null,
  distances text,
  images text[] default '{}'::text[] not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  min_nights integer default 1 not null,
  max_nights integer default 60 not null,
  booking_horizon_months integer default 18 not null,
  arrival_weekdays smallint[] default '{1,2,3,4,5,6,7}'::smallint[] not null,
  departure_weekdays smallint[] default '{1,2,3,4,5,6,7}'::smallint[] not null,
  advance_notice_days integer default 0 not null,
  changeover public.villa_changeover default 'full_day' not null,
  from_price numeric(10,2) default 0 not null,
  constraint villas_pkey primary key (id),
  constraint villas_advance_notice_days_check check (((advance_notice_days >= 0) and (advance_notice_days <= 365))),
  constraint villas_arrival_weekdays_check check (public.valid_weekdays(arrival_weekdays)),
  constraint villas_bathrooms_check check ((bathrooms >= 0)),
  constraint villas_bedrooms_check check ((bedrooms >= 0)),
  constraint villas_booking_horizon_months_check check (((booking_horizon_months >= 1) and (booking_horizon_months <= 36))),
  constraint villas_departure_weekdays_check check (public.valid_weekdays(departure_weekdays)),
  constraint villas_description_check check ((char_length(description) <= 5000)),
  constraint villas_distances_check check ((char_length(distances) <= 2000)),
  constraint villas_location_check check (((char_length(btrim(location)) >= 1) and (char_length(btrim(location)) <= 200))),
  constraint villas_max_guests_check check ((max_guests >= 1)),
  constraint villas_max_nights_check check (((max_nights >= 1) and (max_nights <= 365))),
  constraint villas_min_nights_check check (((min_nights >= 1) and (min_nights <= 365))),
  constraint villas_min_nights_within_max check ((min_nights <= max_nights)),
  constraint villas_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint villas_price_per_night_check check ((price_per_night >= (0)::numeric)),
  constraint villas_size_sqm_check check ((size_sqm > 0))
);

create table public.villa_faqs (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  question text not null,
  answer text not null,
  display_order integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  constraint villa_faqs_pkey primary key (id),
  constraint villa_faqs_answer_check check (((char_length(btrim(answer)) >= 1) and (char_length(btrim(answer)) <= 5000))),
  constraint villa_faqs_question_check check (((char_length(btrim(question)) >= 1) and (char_length(btrim(question)) <= 1000))),
  constraint villa_faqs_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.villa_reviews (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  guest_name text not null,
  guest_location text not null,
  review_text text not null,
  display_order integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  rating smallint,
  stay_month date,
  booking_id uuid,
  is_verified boolean generated always as ((booking_id is not null)) stored,
  published_on date default current_date not null,
  constraint villa_reviews_pkey primary key (id),
  constraint villa_reviews_booking_once unique (booking_id),
  constraint villa_reviews_guest_location_check check (((char_length(btrim(guest_location)) >= 1) and (char_length(btrim(guest_location)) <= 200))),
  constraint villa_reviews_guest_name_check check (((char_length(btrim(guest_name)) >= 1) and (char_length(btrim(guest_name)) <= 200))),
  constraint villa_reviews_rating_range check (((rating >= 1) and (rating <= 5))),
  constraint villa_reviews_review_text_check check (((char_length(btrim(review_text)) >= 1) and (char_length(btrim(review_text)) <= 5000))),
  constraint villa_reviews_stay_before_publication check ((stay_month <= published_on)),
  constraint villa_reviews_stay_month_first_day check ((extract(day from stay_month) = (1)::numeric)),
  constraint villa_reviews_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.villa_photos (
  id uuid default extensions.gen_random_uuid() not null,
  villa_id uuid not null,
  url text not null,
  storage_path text,
  position integer default 0 not null,
  caption text default ''::text not null,
  room public.photo_room,
  is_cover boolean default false not null,
  width integer,
  height integer,
  variants jsonb default '[]'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint villa_photos_pkey primary key (id),
  constraint villa_photos_villa_id_url_key unique (villa_id, url),
  constraint villa_photos_caption_check check ((char_length(caption) <= 200)),
  constraint villa_photos_height_check check (((height is null) or ((height >= 1) and (height <= 20000)))),
  constraint villa_photos_position_check check (("position" >= 0)),
  constraint villa_photos_storage_path_check check (((storage_path is null) or (char_length(storage_path) <= 1024))),
  constraint villa_photos_url_check check (((btrim(url) <> ''::text) and (char_length(url) <= 2048))),
  constraint villa_photos_variants_check check ((jsonb_typeof(variants) = 'array'::text)),
  constraint villa_photos_width_check check (((width is null) or ((width >= 1) and (width <= 20000)))),
  constraint villa_photos_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create index page_content_page_order_idx on public.page_content (page_slug, display_order);

create index villas_active_created_idx on public.villas (is_active, created_at);

create index villas_created_idx on public.villas (created_at desc);

create index villa_faqs_villa_order_idx on public.villa_faqs (villa_id, display_order);

create index villa_reviews_villa_order_idx on public.villa_reviews (villa_id, display_order);

create index villas_active_from_price_idx on public.villas (is_active, from_price);

create unique index villa_photos_one_cover on public.villa_photos (villa_id) where is_cover;

create index villa_photos_villa_position on public.villa_photos (villa_id, "position");

-- One line per villa: its published reviews, their average rating (one decimal, over the rated
-- ones) and how many are verified. security_invoker: the reader's row security applies, so a
-- visitor counts only the active reviews of active villas, exactly the ones the villa page lists.
create or replace view public.villa_review_summaries with (security_invoker=true) as
 select r.villa_id,
    (count(*))::integer as review_count,
    (count(r.rating))::integer as rated_count,
    (round(avg(r.rating), 1))::double precision as average_rating,
    (count(*) filter (where r.is_verified))::integer as verified_count
   from public.villa_reviews r
  where r.is_active
  group by r.villa_id;

-- Gives a villa that has photos but no cover its first photo as cover, then copies the order
-- into villas.images.
create or replace function private.sync_villa_images(p_villa_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  urls text[];
begin
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos set is_cover = true
  where id = (
    select p.id from public.villa_photos p where p.villa_id = p_villa_id
    order by p.position, p.created_at, p.id limit 1
  )
  and not exists (select 1 from public.villa_photos p where p.villa_id = p_villa_id and p.is_cover);
  urls := private.villa_photo_urls(p_villa_id);
  update public.villas set images = urls
  where id = p_villa_id and images is distinct from urls;
  perform set_config('riviera.photo_sync', 'off', true);
end;
$$;

-- A direct write of villas.images: the photo rows follow the list (first = cover).
create or replace function private.villa_images_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if new.images is not distinct from private.villa_photo_urls(new.id) then
    return null;
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  delete from public.villa_photos
  where villa_id = new.id and not (url = any (coalesce(new.images, '{}')));
  update public.villa_photos set is_cover = false where villa_id = new.id and is_cover;
  insert into public.villa_photos (villa_id, url, position, is_cover)
  select new.id, listed.url, (row_number() over (order by listed.first_at) - 1)::integer,
         row_number() over (order by listed.first_at) = 1
  from (
    select u.url, min(u.ord) as first_at
    from unnest(coalesce(new.images, '{}')) with ordinality as u (url, ord)
    where btrim(u.url) <> ''
    group by u.url
  ) listed
  on conflict (villa_id, url) do update
    set position = excluded.position, is_cover = excluded.is_cover;
  perform set_config('riviera.photo_sync', 'off', true);
  -- Blank or repeated URLs were dropped: the list becomes the photos' own.
  perform private.sync_villa_images(new.id);
  return null;
end;
$$;

-- One cover per villa: a photo made the cover unmarks the previous one.
create or replace function private.villa_photo_cover_taken()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text := coalesce(current_setting('riviera.photo_sync', true), '');
begin
  if new.is_cover then
    perform set_config('riviera.photo_sync', 'on', true);
    update public.villa_photos set is_cover = false
    where villa_id = new.villa_id and id <> new.id and is_cover;
    perform set_config('riviera.photo_sync', previous, true);
  end if;
  return new;
end;
$$;

-- The URLs of a villa's photos as villas.images lists them: the cover first, then by position.
create or replace function private.villa_photo_urls(p_villa_id uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_cover desc, p.position, p.created_at, p.id), '{}')
  from public.villa_photos p
  where p.villa_id = p_villa_id
$$;

create or replace function private.villa_photos_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    perform private.sync_villa_images(old.villa_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.villa_id <> old.villa_id
      or new.position <> old.position or new.is_cover <> old.is_cover or new.url <> old.url) then
    perform private.sync_villa_images(new.villa_id);
  end if;
  return null;
end;
$$;

-- The number of published villas, for texts such as the About page's "{villa_count} villas".
create or replace function public.active_villa_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.villas v where v.is_active
$$;

-- 2. What each value may be (check_violation with a sentence naming the field; empty = not
--    filled yet). Values are trimmed; the RCS number is stored as "123 456 789" and the VAT
--    number without spaces, in capitals.
create or replace function public.check_legal_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_label text;
  v_problem text;
  v_digits text;
  v_sum integer := 0;
  v_digit integer;
begin
  v_label := case new.setting_key
    when 'legal_company_name' then 'Company name'
    when 'legal_form' then 'Legal form'
    when 'legal_share_capital' then 'Share capital'
    when 'legal_registered_office' then 'Registered office'
    when 'legal_rcs_number' then 'RCS number'
    when 'legal_rcs_city' then 'RCS city'
    when 'legal_vat_number' then 'VAT number'
    when 'legal_publication_director' then 'Director of publication'
    when 'legal_host_name' then 'Web host name'
    when 'legal_host_address' then 'Web host address'
    when 'legal_host_phone' then 'Web host phone'
    when 'legal_mediator_name' then 'Mediator name'
    when 'legal_mediator_address' then 'Mediator address'
    when 'legal_mediator_website' then 'Mediator website'
  end;
  if v_label is null then
    return new;
  elsif v_value = '' then
    new.setting_value := v_value;
    return new;
  end if;

  if char_length(v_value) > 200 or v_value ~ '[[:cntrl:]]' then
    v_problem := 'enter it on one line, up to 200 characters';
  elsif v_value ~ '[][{}]' then
    v_problem := 'brackets are not allowed: enter the real value, or leave it empty until you have it';
  elsif new.setting_key = 'legal_rcs_number' then
    v_digits := regexp_replace(v_value, '[ .]', '', 'g');
    if v_digits !~ '^[0-9]{9}$' or v_digits = '000000000' then
      v_problem := 'enter the 9-digit SIREN number, for example 123 456 782';
    else
      -- A SIREN number carries a Luhn check digit: a typo or a made-up number fails it.
      for i in 1..9 loop
        v_digit := substr(v_digits, i, 1)::integer * (case when i % 2 = 0 then 2 else 1 end);
        v_sum := v_sum + v_digit / 10 + v_digit % 10;
      end loop;
      if v_sum % 10 <> 0 then
        v_problem := 'this is not a valid SIREN number (its check digit does not match): check each digit';
      else
        v_value := substr(v_digits, 1, 3) || ' ' || substr(v_digits, 4, 3) || ' ' || substr(v_digits, 7, 3);
      end if;
    end if;
  elsif new.setting_key = 'legal_vat_number' then
    v_digits := upper(regexp_replace(v_value, '[ .-]', '', 'g'));
    if v_digits !~ '^[A-Z]{2}[0-9A-Z]{2,13}$'
      or (v_digits ~ '^FR' and v_digits !~ '^FR[0-9A-Z]{2}[0-9]{9}$')
      or v_digits ~ '^[A-Z]{2}0+$' then
      v_problem := 'enter the intra-community VAT number, for example FR11 123456782';
    else
      v_value := v_digits;
    end if;
  elsif new.setting_key = 'legal_share_capital' then
    if char_length(v_value) > 40 or v_value !~ '[0-9]' then
      v_problem := 'enter the amount, for example €50,000';
    end if;
  elsif new.setting_key = 'legal_host_phone' then
    if v_value !~ '^\+?[0-9 ().-]+$'
      or char_length(v_value) > 30
      or char_length(regexp_replace(v_value, '[^0-9]', '', 'g')) not between 6 and 15 then
      v_problem := 'use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +';
    end if;
  elsif new.setting_key = 'legal_mediator_website' then
    if char_length(v_value) > 500
      or v_value !~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]<>"]*)?$' then
      v_problem := 'enter a full address starting with https://';
    end if;
  end if;

  if v_problem is not null then
    raise exception '%: %', v_label, v_problem
      using errcode = '23514', detail = format('site_settings.%s', new.setting_key);
  end if;
  new.setting_value := v_value;
  return new;
end
$$;

-- The link and the month, checked with a sentence staff can act on (check_violation, HTTP 400;
-- the detail names the column). Runs for staff (who read bookings) and the service role.
create or replace function public.check_review_stay()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  if new.booking_id is not null then
    select b.villa_id, b.status, b.check_in, b.check_out into v_booking
    from public.bookings b where b.id = new.booking_id;
    if not found then
      raise exception 'Verified stay: this booking does not exist'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.villa_id <> new.villa_id then
      raise exception 'Verified stay: the booking is of another villa'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.status <> 'confirmed' then
      raise exception 'Verified stay: the booking was never confirmed'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.check_out > current_date then
      raise exception 'Verified stay: the stay has not ended yet (it ends on %)',
        to_char(v_booking.check_out, 'FMDD Mon YYYY')
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    end if;
    -- A verified review's month is its stay's, whatever was typed.
    new.stay_month := date_trunc('month', v_booking.check_in)::date;
  elsif new.stay_month is not null then
    new.stay_month := date_trunc('month', new.stay_month)::date;
  end if;

  if new.stay_month > current_date then
    raise exception 'Month of stay: a review can only be about a past stay'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  if new.stay_month > new.published_on then
    raise exception 'Month of stay: the stay must come before the review''s publication'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  return new;
end
$$;

-- 1. What a value of each site detail may be, checked in the database with a sentence staff can
--    act on (check_violation, HTTP 400). Values are trimmed first. The maintenance settings and
--    any other key keep their own rules.
create or replace function public.check_site_detail()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_label text;
  v_problem text;
begin
  v_label := case new.setting_key
    when 'contact_phone' then 'Phone'
    when 'contact_email' then 'Email'
    when 'concierge_email' then 'Concierge email'
    when 'contact_address' then 'Address'
    when 'office_hours_weekdays' then 'Office hours (Monday-Friday)'
    when 'office_hours_saturday' then 'Office hours (Saturday)'
    when 'office_hours_sunday' then 'Office hours (Sunday)'
    when 'instagram_url' then 'Instagram link'
    when 'facebook_url' then 'Facebook link'
    when 'linkedin_url' then 'LinkedIn link'
  end;
  if v_label is null then
    return new;
  end if;

  if new.setting_key = 'contact_phone' then
    if v_value !~ '^\+?[0-9 ().-]+$'
      or char_length(v_value) > 30
      or char_length(regexp_replace(v_value, '[^0-9]', '', 'g')) not between 6 and 15 then
      v_problem := 'use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +';
    end if;
  elsif new.setting_key in ('contact_email', 'concierge_email') then
    -- An address, not a link: no '?', '&', '%' or spaces, which could rewrite a mailto link.
    if char_length(v_value) > 320
      or v_value !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
      v_problem := 'enter an email address such as name@example.com';
    end if;
  elsif new.setting_key = 'contact_address' then
    if char_length(v_value) not between 1 and 200 or v_value ~ '[[:cntrl:]]' then
      v_problem := 'enter the address on one line, up to 200 characters';
    end if;
  elsif new.setting_key like 'office_hours_%' then
    if char_length(v_value) not between 1 and 60 or v_value ~ '[[:cntrl:]]' then
      v_problem := 'enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)';
    end if;
  else
    -- Social links are optional: empty hides the link; otherwise a full https:// address.
    if v_value <> '' and (
      char_length(v_value) > 500
      or v_value !~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]<>"]*)?$'
    ) then
      v_problem := 'enter a full address starting with https://, or leave it empty to hide the link';
    end if;
  end if;

  if v_problem is not null then
    raise exception '%: %', v_label, v_problem
      using errcode = '23514', detail = format('site_settings.%s', new.setting_key);
  end if;
  new.setting_value := v_value;
  return new;
end
$$;

-- security definer: the check must see every booking, whoever deletes (staff or service role).
create or replace function public.keep_villa_with_bookings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.bookings b where b.villa_id = old.id) then
    raise exception 'This villa has bookings: deactivate it instead'
      using errcode = '23503',
            detail = 'Bookings are kept for the guests'' records and the revenue history.';
  end if;
  return old;
end
$$;

-- Staff put a villa's photos in a new order in one request: every photo of the villa, once.
create or replace function public.reorder_villa_photos(p_villa_id uuid, p_photo_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff can reorder photos' using errcode = '42501';
  end if;
  select count(*) into total from public.villa_photos where villa_id = p_villa_id;
  if coalesce(array_length(p_photo_ids, 1), 0) <> total
     or (select count(distinct id) from unnest(p_photo_ids) as ids (id)) <> total
     or exists (
       select 1 from unnest(p_photo_ids) as ids (id)
       where not exists (
         select 1 from public.villa_photos p where p.id = ids.id and p.villa_id = p_villa_id
       )
     ) then
    raise exception 'The new order must list every photo of the villa once'
      using errcode = '22023';
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos p set position = ids.ord::integer - 1
  from unnest(p_photo_ids) with ordinality as ids (id, ord)
  where p.id = ids.id and p.position <> ids.ord::integer - 1;
  perform set_config('riviera.photo_sync', 'off', true);
  perform private.sync_villa_images(p_villa_id);
end;
$$;

-- "Which villas are free for my dates?": every published villa whose quote for the stay is
-- bookable (free for every night, allowed by its rules, taking the guests), with the exact total
-- the booking would store and the nightly average. One call; the same quote_stay as everywhere.
create or replace function public.search_villas(
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns table (villa_id uuid, total numeric, nightly_average numeric, night_count integer)
language sql
stable
set search_path = ''
as $$
  select v.id,
         q.total,
         round(q.total / q.night_count, 2),
         q.night_count
  from public.villas v
  cross join lateral public.quote_stay(v.id, p_check_in, p_check_out, p_guests) as q
  where v.is_active
    and q.bookable
  order by 2, v.name
$$;

-- Only in a read-write transaction: PostgREST (hosted too) runs GET and HEAD /rpc/… read-only,
-- where a failure could not be recorded, so a GET could guess without limit. Refused there
-- with SQLSTATE 25006, which PostgREST answers with 405; the site calls it with POST.
--
-- Per client (the platform-set address): 5 wrong guesses a minute, then 429 even for the right
-- password until the minute has passed. Under a flood (20 wrong guesses a minute from
-- everybody together) a client that guessed wrong in the last minute waits the minute out
-- after one guess; a client without a recent wrong guess (the owner typing the right
-- password) still gets an answer, so many addresses cannot lock the owner out. A right
-- password records nothing.
create or replace function public.verify_maintenance_password(p_password text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_mine integer;
  v_everyone integer;
  v_matches boolean;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'The maintenance password can only be checked with POST'
      using errcode = '25006',
            hint = 'Call POST /rest/v1/rpc/verify_maintenance_password with {"p_password": …}.';
  end if;

  perform pg_advisory_xact_lock(hashtext('private.throttle:maintenance_password'));
  select count(*) filter (where e.subject = v_client), count(*)
    into v_mine, v_everyone
  from private.throttle_events e
  where e.kind = 'maintenance_password' and e.happened_at > now() - interval '1 minute';
  if v_mine >= 5 or (v_everyone >= 20 and v_mine >= 1) then
    raise exception 'Too many attempts. Please wait a minute and try again.'
      using errcode = 'PT429';
  end if;

  select s.setting_value = p_password into v_matches
  from public.site_settings s
  where s.setting_key = 'maintenance_password'
    and btrim(s.setting_value) <> '';
  if coalesce(v_matches, false) then
    return true;
  end if;
  delete from private.throttle_events
  where kind = 'maintenance_password' and happened_at < now() - interval '1 day';
  insert into private.throttle_events (kind, subject) values ('maintenance_password', v_client);
  return false;
end
$$;

-- The published villas matching every given filter (a null filter is not applied), in the order
-- asked: 'price-asc' / 'price-desc' (the stay's total when dates are given, else the from
-- price), 'size' (largest first), 'bedrooms' (most first), 'name', else the collection's own
-- order (oldest first). With dates, only villas whose quote for the stay is bookable
-- (quote_stay: free, allowed by its rules, taking the guests), as search_villas.
-- Price bounds apply to the from price (villas.from_price). Security invoker: RLS decides what
-- the caller sees.
create or replace function public.villa_collection(
  p_destination text default null,
  p_guests integer default null,
  p_bedrooms integer default null,
  p_min_price numeric default null,
  p_max_price numeric default null,
  p_amenities text[] default null,
  p_sort text default null,
  p_check_in date default null,
  p_check_out date default null
)
returns setof public.villas
language sql
stable
set search_path = ''
as $$
  with matching as materialized (
    select v as villa
    from public.villas v
    where v.is_active
      and (p_destination is null or public.villa_destination(v.location) = p_destination)
      and (p_guests is null or v.max_guests >= p_guests)
      and (p_bedrooms is null or v.bedrooms >= p_bedrooms)
      and (p_min_price is null or v.from_price >= p_min_price)
      and (p_max_price is null or v.from_price <= p_max_price)
      and (p_amenities is null or not exists (
        select 1 from unnest(p_amenities) as k(key)
        where not public.villa_has_amenity(v.amenities, k.key)
      ))
  ),
  offers as materialized (
    select m.villa,
           case when p_check_in is not null
                then public.quote_stay((m.villa).id, p_check_in, p_check_out, p_guests) end as quote
    from matching m
  ),
  ranked as (
    select o.villa,
           coalesce((o.quote).total, (o.villa).from_price) as price
    from offers o
    where p_check_in is null or (o.quote).bookable
  )
  select (r.villa).*
  from ranked r
  order by
    case when p_sort = 'price-asc' then r.price end asc,
    case when p_sort = 'price-desc' then r.price end desc,
    case when p_sort = 'size' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'bedrooms' then (r.villa).bedrooms end desc,
    case when p_sort = 'bedrooms' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'name' then (r.villa).name end asc,
    (r.villa).created_at asc,
    (r.villa).id
$$;

-- The destination a villa is listed under: the town after the location's last comma
-- ("Boulouris, Saint Raphaël" → "Saint Raphaël"), or the place before it when the last part
-- names the whole coast ("Èze, French Riviera" → "Èze").
create or replace function public.villa_destination(p_location text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when lower(t.last_part) in ('french riviera', 'côte d''azur', 'cote d''azur', 'riviera')
      then btrim(split_part(p_location, ',', 1))
    else t.last_part
  end
  from (select btrim(regexp_replace(p_location, '^.*,', '')) as last_part) as t
$$;

-- The destinations of the published villas, for the filter's list.
create or replace function public.villa_destinations()
returns table(destination text, villa_count integer)
language sql
stable
set search_path = ''
as $$
  select public.villa_destination(v.location), count(*)::integer
  from public.villas v
  where v.is_active
  group by 1
  order by 1
$$;

-- The key amenities a guest filters on, matched on the amenities as staff type them:
-- "Sea view", "Panoramic sea view" and "Bay view" are sea views; "Heated infinity pool" is a
-- heated pool and a pool; a "Pool house" or "Pool pavilion" stands by a pool, a "Pool table" does
-- not. An unknown key matches nothing.
create or replace function public.villa_has_amenity(p_amenities text[], p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(p_amenities) as a(name)
    where case p_key
      when 'sea-view' then a.name ~* '\m(sea|ocean|bay)\s+views?\M'
      when 'pool' then a.name ~* '\mpool\M' and a.name !~* '\mpool\s+table'
      when 'heated-pool' then a.name ~* '\mheated\M.*\mpool\M'
      when 'sea-access' then a.name ~* '(sea|beach)\s+access|\mprivate\s+(beach|mooring|jetty)'
      when 'air-conditioning' then a.name ~* '\mair[- ]?condition'
      when 'tennis' then a.name ~* '\mtennis\M'
      when 'gym' then a.name ~* '\m(gym|fitness)'
      when 'ev-charger' then a.name ~* '\m(electric|ev)\M.*\mcharg'
      else false
    end
  )
$$;

create trigger site_settings_check_legal_identity before insert or update on public.site_settings
for each row execute function public.check_legal_identity();

create trigger site_settings_check_site_detail before insert or update on public.site_settings
for each row execute function public.check_site_detail();

create trigger site_settings_touch_updated_at before update on public.site_settings
for each row execute function public.touch_updated_at();

create trigger villa_photos_keep_images after insert or delete or update on public.villa_photos
for each row execute function private.villa_photos_changed();

create trigger villa_photos_one_cover before insert or update of is_cover on public.villa_photos
for each row execute function private.villa_photo_cover_taken();

create trigger villa_reviews_check_stay before insert or update of booking_id, villa_id, stay_month, published_on on public.villa_reviews
for each row execute function public.check_review_stay();

create trigger villa_images_keep_photos after insert or update of images on public.villas
for each row execute function private.villa_images_written();

create trigger villas_keep_bookings before delete on public.villas
for each row execute function public.keep_villa_with_bookings();

-- ============================================================================================
-- supabase/schemas/20_stay_rules_and_pricing.sql
-- ============================================================================================

-- Seasons and stay rules, and what they make of a stay: quote_stay (the one price and verdict
-- the booking page, the booking trigger and the admin share), nightly and "from" prices.

create table public.seasonal_pricing (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  season_name text not null,
  start_date date not null,
  end_date date not null,
  price_per_night numeric(10,2) not null,
  priority integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  min_nights integer,
  arrival_weekdays smallint[],
  departure_weekdays smallint[],
  constraint seasonal_pricing_pkey primary key (id),
  constraint seasonal_pricing_arrival_weekdays_check check (public.valid_weekdays(arrival_weekdays)),
  constraint seasonal_pricing_departure_weekdays_check check (public.valid_weekdays(departure_weekdays)),
  constraint seasonal_pricing_end_after_start check ((end_date >= start_date)),
  constraint seasonal_pricing_min_nights_check check (((min_nights >= 1) and (min_nights <= 365))),
  constraint seasonal_pricing_price_per_night_check check ((price_per_night >= (0)::numeric)),
  constraint seasonal_pricing_season_name_check check (((char_length(btrim(season_name)) >= 1) and (char_length(btrim(season_name)) <= 200))),
  constraint seasonal_pricing_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create index seasonal_pricing_villa_dates_idx on public.seasonal_pricing (villa_id, start_date, end_date);

create index seasonal_pricing_priority_start_idx on public.seasonal_pricing (priority desc, start_date);

-- An honest "from" price: the lowest nightly price a guest can book over the villa's horizon
-- (seasons included), not its base price.
--
-- The former per-day function now reads the stored price (same answer, a few rows to read).
create or replace function public.get_villa_from_prices(p_villa_id uuid default null::uuid)
returns table(villa_id uuid, from_price numeric)
language sql
stable
set search_path = ''
as $$
  select v.id, v.from_price
  from public.villas v
  where v.is_active
    and (p_villa_id is null or v.id = p_villa_id)
$$;

create or replace function public.get_villa_price_for_date(p_villa_id uuid, p_date date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when exists (select 1 from public.villas v where v.id = p_villa_id) then
    coalesce(
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
  end
$$;

-- Nightly prices for every day from p_from through p_to (both included), by the same rule.
-- One call replaces the picker's 60 sequential calls; the range is capped to keep it cheap.
--
-- The price functions run as the caller, so they only price a villa the caller can see.
create or replace function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date)
returns table(date date, price numeric)
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
    where exists (select 1 from public.villas v where v.id = p_villa_id)
    order by 1;
end
$$;

-- What quote_stay answers: composite types, so the generated types carry every field.
create type public.quote_night as (date date, price numeric);
create type public.quote_problem as (rule text, message text);
create type public.stay_quote as (
  villa_id uuid,
  check_in date,
  check_out date,
  guests integer,
  nights public.quote_night[],
  night_count integer,
  total numeric,
  bookable boolean,
  problem public.quote_problem
);

-- The quote: {villa_id, check_in, check_out, guests, nights: [{date, price}], night_count, total,
-- bookable, problem: {rule, message} | null}. Nights and total are given whenever the dates make
-- a stay the villa could price, so the page can show the price beside the reason. Runs as the
-- caller: a visitor is quoted only for a published villa; availability comes from
-- get_villa_unavailable_dates (dates only).
--
-- quote_stay asks stay_is_free, which follows the villa's changeover setting.
create or replace function public.quote_stay(
  p_villa_id uuid,
  p_check_in date,
  p_check_out date,
  p_guests integer default null
)
returns public.stay_quote
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_rules record;
  v_earliest date := (now() at time zone 'utc')::date - 1;
  v_night_count integer;
  v_nights public.quote_night[] := '{}';
  v_total numeric := null;
  v_rule text;
  v_message text;
  v_visible boolean;
begin
  select v.id, v.is_active, v.max_guests, v.max_nights, v.booking_horizon_months,
         v.advance_notice_days
  into v_villa
  from public.villas v
  where v.id = p_villa_id;
  v_visible := found and v_villa.is_active;

  v_night_count := case
    when p_check_in is not null and p_check_out > p_check_in then p_check_out - p_check_in
  end;

  if v_visible and v_night_count between 1 and v_villa.max_nights then
    select coalesce(array_agg(row(night, price)::public.quote_night order by night), '{}'),
           sum(price)
    into v_nights, v_total
    from (
      select (p_check_in + i)::date as night,
             public.get_villa_price_for_date(p_villa_id, (p_check_in + i)::date) as price
      from generate_series(0, v_night_count - 1) as i
    ) as priced;
  end if;
  if v_visible and p_check_in is not null then
    select * into v_rules from public.stay_rules_on(p_villa_id, p_check_in);
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
  elsif v_villa.advance_notice_days > 0
        and p_check_in < v_earliest + 1 + v_villa.advance_notice_days then
    v_rule := 'notice';
    v_message := format('This villa needs %s days'' notice before arrival', v_villa.advance_notice_days);
  elsif not (extract(isodow from p_check_in)::smallint = any(v_rules.arrival_weekdays)) then
    v_rule := 'arrival';
    v_message := format('Arrivals are on %s', public.weekday_names(v_rules.arrival_weekdays));
  elsif not (extract(isodow from p_check_out)::smallint = any(v_rules.departure_weekdays)) then
    v_rule := 'departure';
    v_message := format('Departures are on %s', public.weekday_names(v_rules.departure_weekdays));
  elsif v_night_count < v_rules.min_nights then
    v_rule := 'min_nights';
    v_message := format('Minimum %s nights', v_rules.min_nights)
      || coalesce(' in ' || v_rules.season_name, '');
  elsif v_night_count > v_villa.max_nights then
    v_rule := 'max_nights';
    v_message := format('A stay at this villa is at most %s nights', v_villa.max_nights);
  elsif p_guests is not null and p_guests < 1 then
    v_rule := 'guests'; v_message := 'At least one guest is required';
  elsif p_guests is not null and p_guests > v_villa.max_guests then
    v_rule := 'guests';
    v_message := format('This villa accepts at most %s %s', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end);
  elsif not public.stay_is_free(p_villa_id, p_check_in, p_check_out) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
  end if;

  return row(
    p_villa_id,
    p_check_in,
    p_check_out,
    p_guests,
    v_nights,
    coalesce(v_night_count, 0),
    v_total,
    v_rule is null,
    case when v_rule is null then null else row(v_rule, v_message)::public.quote_problem end
  )::public.stay_quote;
end
$$;

-- Seasons changed: their villas' from prices follow (both villas when a season moved), once per
-- statement, so a bulk load of seasons recomputes each villa once. Security definer because it
-- writes villas.from_price whoever changed the season (staff, the scale seed, a job); it writes
-- nothing else.
create or replace function public.refresh_from_price_after_seasons()
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

-- Every villa, for the day that starts (the nightly job; also callable by staff tools).
create or replace function public.refresh_villa_from_prices()
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

-- The villa's own columns: whatever a form sends as from_price, the database sets it.
create or replace function public.set_villa_from_price()
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

-- The days a stay occupies under a changeover setting.
create or replace function public.stay_range(
  p_check_in date,
  p_check_out date,
  p_changeover public.villa_changeover
)
returns daterange
language sql
immutable
set search_path = ''
as $$
  select daterange(p_check_in, p_check_out, case when p_changeover = 'same_day' then '[)' else '[]' end)
$$;

-- The rules for a stay arriving on p_day: the season that prices that day (highest priority, as
-- get_villa_price_for_date) overrides the villa's rules where it sets them.
create or replace function public.stay_rules_on(p_villa_id uuid, p_day date)
returns table(min_nights integer, arrival_weekdays smallint[], departure_weekdays smallint[], season_name text)
language sql
stable
set search_path = ''
as $$
  select coalesce(sp.min_nights, v.min_nights),
         coalesce(sp.arrival_weekdays, v.arrival_weekdays),
         coalesce(sp.departure_weekdays, v.departure_weekdays),
         case when sp.min_nights is not null then sp.season_name end
  from public.villas v
  left join lateral (
    select s.min_nights, s.arrival_weekdays, s.departure_weekdays, s.season_name
    from public.seasonal_pricing s
    where s.villa_id = v.id
      and s.is_active
      and p_day between s.start_date and s.end_date
    order by s.priority desc, s.start_date desc, s.created_at desc, s.id
    limit 1
  ) sp on true
  where v.id = p_villa_id
$$;

create or replace function public.villa_from_price(p_villa_id uuid, p_base_price numeric, p_advance_notice_days integer, p_horizon_months integer, p_today date default ((now() at time zone 'utc'::text))::date)
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

create trigger seasonal_pricing_deleted_refresh_from_price after delete on public.seasonal_pricing referencing old table as old_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger seasonal_pricing_inserted_refresh_from_price after insert on public.seasonal_pricing referencing new table as new_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger seasonal_pricing_updated_refresh_from_price after update on public.seasonal_pricing referencing old table as old_seasons new table as new_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger villas_set_from_price before insert or update of price_per_night, advance_notice_days, booking_horizon_months, from_price on public.villas
for each row execute function public.set_villa_from_price();

-- ============================================================================================
-- supabase/schemas/30_booking_engine.sql
-- ============================================================================================

-- Bookings, blocked days and enquiries: what a request must be (its triggers), how its status may
-- move, what a guest may read back (receipts), and which days are free.

-- Booking requests. A confirmed booking blocks check-in through check-out inclusive (spec 9),
-- so two confirmed bookings of one villa may not share a single day: the database guarantees it.
create table public.bookings (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  guest_name text not null,
  guest_email text not null,
  guest_phone text,
  guests_count integer not null,
  check_in date not null,
  check_out date not null,
  total_price numeric(10,2) default 0 not null,
  special_requests text,
  status public.booking_status default 'pending' not null,
  expires_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  occupied daterange default 'empty'::daterange not null,
  held_for_review boolean default false not null,
  constraint bookings_pkey primary key (id),
  constraint bookings_check_out_after_check_in check ((check_out > check_in)),
  constraint bookings_guest_name_check check (((char_length(btrim(guest_name)) >= 1) and (char_length(btrim(guest_name)) <= 200))),
  constraint bookings_guest_phone_check check ((char_length(guest_phone) <= 50)),
  constraint bookings_guests_count_check check ((guests_count >= 1)),
  constraint bookings_special_requests_check check ((char_length(special_requests) <= 5000)),
  constraint bookings_total_price_check check ((total_price >= (0)::numeric)),
  constraint bookings_no_overlapping_confirmed exclude using gist (villa_id with =, occupied with &&) where ((status = 'confirmed')),
  constraint bookings_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete restrict
);

create table public.blocked_dates (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  blocked_date date not null,
  reason text,
  created_at timestamp with time zone default now() not null,
  feed_id uuid,
  constraint blocked_dates_pkey primary key (id),
  constraint blocked_dates_villa_id_blocked_date_key unique (villa_id, blocked_date),
  constraint blocked_dates_reason_check check ((char_length(reason) <= 500)),
  constraint blocked_dates_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.contact_submissions (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  form_type public.enquiry_form_type not null,
  status public.message_status default 'unread' not null,
  created_at timestamp with time zone default now() not null,
  held_for_review boolean default false not null,
  constraint contact_submissions_pkey primary key (id),
  constraint contact_submissions_message_check check (((char_length(btrim(message)) >= 1) and (char_length(btrim(message)) <= 5000))),
  constraint contact_submissions_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint contact_submissions_phone_check check ((char_length(phone) <= 50))
);

-- public.villa_reviews is defined earlier; this reference points at a table of this file.
alter table public.villa_reviews add constraint villa_reviews_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete set null;

-- Not valid: rows stored before this rule are left as they are (the guest address rules).
alter table public.bookings add constraint bookings_guest_email_check check (((char_length(guest_email) <= 320) and (guest_email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'::text))) not valid;

-- Not valid: rows stored before this rule are left as they are (the guest address rules).
alter table public.contact_submissions add constraint contact_submissions_email_check check (((char_length(email) <= 320) and (email ~ '^[A-Za-z0-9!#$''*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'::text))) not valid;

comment on column public.bookings.held_for_review is
  'Arrived while its client was sending more than usual: no email was sent for it; staff review it.';

comment on column public.contact_submissions.held_for_review is
  'Arrived while its client was sending more than usual: staff were not emailed; review it here.';

create index bookings_villa_status_idx on public.bookings (villa_id, status);

create index bookings_created_idx on public.bookings (created_at desc);

create index bookings_status_check_in_idx on public.bookings (status, check_in);

create index blocked_dates_date_idx on public.blocked_dates (blocked_date);

create index contact_submissions_type_created_idx on public.contact_submissions (form_type, created_at desc);

create index contact_submissions_created_idx on public.contact_submissions (created_at desc);

create index blocked_dates_feed_idx on public.blocked_dates (feed_id, blocked_date) where (feed_id is not null);

create index bookings_held_for_review_idx on public.bookings (created_at) where (held_for_review and (status = 'pending'));

create index contact_submissions_held_for_review_idx on public.contact_submissions (created_at) where (held_for_review and (status = 'unread'));

-- Blocks every free day of a villa's range with one reason: days a confirmed stay occupies are
-- skipped (the blocked-date trigger refuses those anyway), days already blocked by hand are left
-- as they are, and days a feed imported become blocked by hand with this reason (the feed no
-- longer owns them). Answers how many days were blocked and why the others were not, for the
-- screen's messages.
create or replace function public.admin_block_days(p_villa_id uuid, p_from date, p_to date, p_reason text)
returns table(blocked integer, skipped_booked integer, skipped_blocked integer)
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_staff('block days');
  if p_villa_id is null or p_from is null or p_to is null or p_to < p_from then
    raise exception 'Choose a villa and a range that ends on or after its start'
      using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'Block at most two years at a time' using errcode = '22023';
  end if;

  return query
  with plan as (
    select d::date as day,
      exists (select 1 from public.bookings b
              where b.villa_id = p_villa_id and b.status = 'confirmed'
                and d::date <@ b.occupied) as booked,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is null) as taken,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is not null) as imported
    from generate_series(p_from, p_to, interval '1 day') as d
  ),
  taken_over as (
    update public.blocked_dates bd
    set feed_id = null, reason = nullif(btrim(p_reason), '')
    from plan
    where bd.villa_id = p_villa_id and bd.blocked_date = plan.day
      and bd.feed_id is not null and not plan.booked
    returning 1
  ),
  inserted as (
    insert into public.blocked_dates (villa_id, blocked_date, reason)
    select p_villa_id, plan.day, nullif(btrim(p_reason), '')
    from plan
    where not plan.booked and not plan.taken and not plan.imported
    returning 1
  )
  select (select count(*)::integer from inserted) + (select count(*)::integer from taken_over),
    (select count(*)::integer from plan where plan.booked),
    (select count(*)::integer from plan where plan.taken and not plan.booked);
end;
$$;

-- A day inside a confirmed booking cannot also be blocked by hand: the booking already blocks it.
-- The admin's bulk blocking recognises this message by "conflicts with confirmed booking".
--
-- A blocked day may not fall inside the days a confirmed stay occupies.
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

-- The booking request stores exactly the quote: its rules refuse the stay with the quote's
-- message, its total is the stored total.
create or replace function public.enforce_booking_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quote public.stay_quote;
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
  if not v_quote.bookable then
    raise exception '%', (v_quote.problem).message;
  end if;
  new.total_price := v_quote.total;
  return new;
end
$$;

-- Status moves only pending -> confirmed | cancelled. Confirming checks the stay is still free,
-- with a clear message; the exclusion constraint stays the final guard against races.
--
-- Confirming: the overlap check uses the ranges stays occupy under the villa's setting.
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

-- Every enquiry arrives unread, stamped now; an empty phone is stored as null.
create or replace function public.enforce_contact_submission()
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

-- The booking receipt says 'held' for a held request still waiting.
create or replace function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text)
returns table (id uuid, villa_id uuid, villa_name text, check_in date, check_out date, nights integer, guests_count integer, total_price numeric, status text, expires_at timestamp with time zone, created_at timestamp with time zone, is_guest_emailed boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         b.villa_id,
         v.name,
         b.check_in,
         b.check_out,
         b.check_out - b.check_in,
         b.guests_count,
         b.total_price,
         case
           when b.status = 'pending' and b.expires_at <= now() then 'expired'
           when b.status = 'pending' and b.held_for_review then 'held'
           else b.status::text
         end,
         b.expires_at,
         b.created_at,
         exists (
           select 1 from public.notifications n
           where n.booking_id = b.id and n.kind = 'request_received'
         )
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  where b.id = p_booking_id
    and lower(btrim(b.guest_email)) = lower(btrim(p_guest_email))
    and b.created_at > now() - interval '30 days'
$$;

-- An enquiry's receipt, for the form's thank-you: 'received', 'held' (staff will read it in
-- the admin, no email went out), or nothing. Only for the id the browser chose (122 random
-- bits) with the email typed with it, for a day.
create or replace function public.get_enquiry_receipt(p_enquiry_id uuid, p_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when c.held_for_review then 'held' else 'received' end
  from public.contact_submissions c
  where c.id = p_enquiry_id
    and lower(btrim(c.email)) = lower(btrim(p_email))
    and c.created_at > now() - interval '1 day'
$$;

-- The calendar in one request: each day's price and the rules for arriving on it.
create or replace function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date)
returns table(date date, price numeric, can_arrive boolean, min_nights integer, departure_weekdays smallint[], season_name text)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_today date := (now() at time zone 'utc')::date;
begin
  if p_to - p_from > 730 then
    raise exception 'The calendar can be requested for at most 731 days at a time';
  end if;
  select v.advance_notice_days, v.booking_horizon_months into v_villa
  from public.villas v where v.id = p_villa_id;
  if not found then
    return;
  end if;
  return query
    select d.day,
           public.get_villa_price_for_date(p_villa_id, d.day),
           extract(isodow from d.day)::smallint = any(r.arrival_weekdays)
             -- Without notice, "yesterday in UTC" is still a today somewhere in the world.
             and d.day >= case when v_villa.advance_notice_days = 0 then v_today - 1
                               else v_today + v_villa.advance_notice_days end
             and d.day <= (v_today + make_interval(months => v_villa.booking_horizon_months))::date,
           r.min_nights,
           r.departure_weekdays,
           r.season_name
    from (select (p_from + i)::date as day from generate_series(0, p_to - p_from) as i) as d
    cross join lateral public.stay_rules_on(p_villa_id, d.day) as r
    order by d.day;
end
$$;

-- Unavailable days: blocked days, and the days confirmed stays occupy (for a same-day villa its
-- nights; for a full-day villa its nights and its check-out day).
create or replace function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date)
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
    select d::date
    from public.bookings b
    cross join lateral generate_series(
      greatest(lower(b.occupied), p_from), least(upper(b.occupied) - 1, p_to), interval '1 day'
    ) as d
    where b.villa_id = p_villa_id
      and b.status = 'confirmed'
      and b.occupied && daterange(p_from, p_to, '[]')
  ) as days
  where exists (
    select 1 from public.villas v
    where v.id = p_villa_id and (v.is_active or public.is_staff())
  )
  order by day
$$;

-- The range follows the villa's setting when the request arrives and again when it is confirmed.
-- security definer: the villa's setting must be read whoever writes (its row may be hidden).
create or replace function public.set_booking_occupied()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status
     or new.check_in is distinct from old.check_in or new.check_out is distinct from old.check_out then
    select public.stay_range(new.check_in, new.check_out, v.changeover) into new.occupied
    from public.villas v where v.id = new.villa_id;
    new.occupied := coalesce(new.occupied, daterange(new.check_in, new.check_out, '[]'));
  end if;
  return new;
end
$$;

create or replace function public.skip_repeated_booking_request()
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

create or replace function public.skip_repeated_enquiry()
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

-- A new stay needs the days it would occupy to be free: its nights, plus its check-out day at a
-- full-day villa. quote_stay asks exactly that.
create or replace function public.stay_is_free(p_villa_id uuid, p_check_in date, p_check_out date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1
    from public.villas v
    cross join lateral public.get_villa_unavailable_dates(
      p_villa_id,
      p_check_in,
      case when v.changeover = 'same_day' then p_check_out - 1 else p_check_out end
    ) as d
    where v.id = p_villa_id
  )
$$;

-- Booking requests: per mailbox 5 in 10 minutes (unchanged); per client the first 10 in
-- 10 minutes as usual (a family, an office or a hotel behind one address), then held for
-- review, 30 in an hour at most; 120 a minute from everybody together, which only a real
-- flood reaches.
create or replace function public.throttle_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'booking', private.mailbox(new.guest_email), 5, interval '10 minutes', 120,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
    new.held_for_review := private.hold_for_review(
      'booking_client', private.client_address(), 10, interval '10 minutes', 30,
      'Too many booking requests. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

-- Enquiries: per mailbox 3 in 10 minutes (unchanged); per client 10 in 10 minutes as usual,
-- then held, 30 in an hour at most; 120 a minute from everybody together.
create or replace function public.throttle_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_public() then
    perform private.throttle(
      'enquiry', private.mailbox(new.email), 3, interval '10 minutes', 120,
      'Too many messages. Please wait a few minutes and try again.'
    );
    new.held_for_review := private.hold_for_review(
      'enquiry_client', private.client_address(), 10, interval '10 minutes', 30,
      'Too many messages. Please wait a few minutes and try again.'
    );
  end if;
  return new;
end
$$;

create trigger blocked_dates_enforce_free before insert or update of villa_id, blocked_date on public.blocked_dates
for each row execute function public.enforce_blocked_date_free();

create trigger a_require_plain_mailbox before insert on public.bookings
for each row execute function public.require_plain_mailbox('guest_email');

create trigger bookings_already_submitted before insert on public.bookings
for each row execute function public.skip_repeated_booking_request();

create trigger bookings_enforce_request before insert on public.bookings
for each row execute function public.enforce_booking_request();

create trigger bookings_enforce_status_change before update on public.bookings
for each row execute function public.enforce_booking_status_change();

create trigger bookings_occupied before insert or update on public.bookings
for each row execute function public.set_booking_occupied();

create trigger bookings_one_per_request after insert on public.bookings referencing new table as inserted
for each statement execute function public.one_row_per_public_insert();

create trigger bookings_throttle before insert on public.bookings
for each row execute function public.throttle_booking_request();

create trigger a_require_plain_mailbox before insert on public.contact_submissions
for each row execute function public.require_plain_mailbox('email');

create trigger contact_submissions_already_sent before insert on public.contact_submissions
for each row execute function public.skip_repeated_enquiry();

create trigger contact_submissions_enforce_new before insert on public.contact_submissions
for each row execute function public.enforce_contact_submission();

create trigger contact_submissions_one_per_request after insert on public.contact_submissions referencing new table as inserted
for each statement execute function public.one_row_per_public_insert();

create trigger contact_submissions_throttle before insert on public.contact_submissions
for each row execute function public.throttle_enquiry();

-- ============================================================================================
-- supabase/schemas/40_staff_read_models.sql
-- ============================================================================================

-- What the admin reads, computed in the database: pages and counts of bookings and messages, the
-- planner, today, what needs attention, analytics and occupancy. The staff-only ones start with
-- private.require_staff().

-- What admin_attention answers: composite types, so the generated types carry every field.
create type public.feed_ref as (villa_id uuid, villa text, feed text);

create or replace function public.admin_attention()
returns table (
  failed_emails integer,
  failing_feeds public.feed_ref[],
  conflicting_feeds public.feed_ref[],
  missing_legal_identity text[],
  sample_contact_phone boolean
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see what needs attention');
  return query
  select
    -- The last week's failures that no resend has replaced.
    (select count(*)::int
     from public.notifications n
     where n.status = 'failed'
       and n.created_at > now() - interval '7 days'
       and not exists (select from public.notifications r where r.resend_of = n.id)),
    array(
      select row(v.id, v.name, f.name)::public.feed_ref
      from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
      where f.last_error is not null
      order by v.name, f.name),
    array(
      select row(v.id, v.name, f.name)::public.feed_ref
      from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
      where jsonb_array_length(f.conflicts) > 0
      order by v.name, f.name),
    -- The legal identity items still empty, in the order of the Profile Settings form.
    array(
      select item.label
      from (values
        (1, 'legal_company_name', 'Company name'),
        (2, 'legal_form', 'Legal form'),
        (3, 'legal_share_capital', 'Share capital'),
        (4, 'legal_registered_office', 'Registered office'),
        (5, 'legal_rcs_number', 'RCS number'),
        (6, 'legal_rcs_city', 'RCS city'),
        (7, 'legal_vat_number', 'VAT number'),
        (8, 'legal_publication_director', 'Director of publication'),
        (9, 'legal_host_name', 'Web host name'),
        (10, 'legal_host_address', 'Web host address'),
        (11, 'legal_host_phone', 'Web host phone'),
        (12, 'legal_mediator_name', 'Mediator name'),
        (13, 'legal_mediator_address', 'Mediator address'),
        (14, 'legal_mediator_website', 'Mediator website')
      ) as item (n, setting_key, label)
      left join public.site_settings s on s.setting_key = item.setting_key
      where coalesce(btrim(s.setting_value), '') = ''
      order by item.n),
    -- The phone number the site started with (migration 20261126130000) is not a real one.
    exists (select from public.site_settings s
            where s.setting_key = 'contact_phone'
              and regexp_replace(s.setting_value, '[^0-9]', '', 'g') = '33494000000');
end
$$;

-- "Currently Blocked Periods": runs of consecutive stored blocked days of one villa and reason,
-- and confirmed stays (the days they occupy), that end today or later; by first day, then villa.
create or replace function public.admin_blocked_periods(p_villa_id uuid default null::uuid, p_limit integer default 50, p_offset integer default 0)
returns table(villa_id uuid, villa_name text, villa_location text, start_day date, end_day date, reason text, is_booking boolean, day_count integer, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'utc')::date;
begin
  perform private.require_staff('read blocked periods');
  perform private.require_page(p_limit, p_offset, 'periods');

  return query
  with stored as (
    select bd.villa_id, coalesce(bd.reason, '') as reason, bd.blocked_date,
      bd.blocked_date - (row_number() over (
        partition by bd.villa_id, coalesce(bd.reason, '') order by bd.blocked_date
      ))::integer as island
    from public.blocked_dates bd
    where p_villa_id is null or bd.villa_id = p_villa_id
  ),
  periods as (
    select s.villa_id, min(s.blocked_date) as first_day, max(s.blocked_date) as last_day,
      s.reason, false as booking
    from stored s
    group by s.villa_id, s.reason, s.island
    having max(s.blocked_date) >= v_today
    union all
    select b.villa_id, lower(b.occupied), upper(b.occupied) - 1, 'Booking: ' || b.guest_name, true
    from public.bookings b
    where b.status = 'confirmed'
      and upper(b.occupied) - 1 >= v_today
      and (p_villa_id is null or b.villa_id = p_villa_id)
  )
  select p.villa_id, v.name, v.location, p.first_day, p.last_day, p.reason, p.booking,
    (p.last_day - p.first_day + 1)::integer, count(*) over ()
  from periods p
  join public.villas v on v.id = p.villa_id
  order by p.first_day, v.name, p.booking, p.reason
  limit p_limit offset p_offset;
end;
$$;

-- The count cards: how many bookings match the other filters, per shown status, in one call.
create or replace function public.admin_booking_counts(p_villa_id uuid default null::uuid, p_stay_from date default null::date, p_stay_to date default null::date, p_created_from date default null::date, p_created_to date default null::date, p_search text default null::text)
returns table(pending bigint, confirmed bigint, cancelled bigint, expired bigint, total bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list bookings');
  return query
  select
    count(*) filter (where m.status = 'pending' and (m.expires_at is null or m.expires_at > now())),
    count(*) filter (where m.status = 'confirmed'),
    count(*) filter (where m.status = 'cancelled'),
    count(*) filter (where m.status = 'pending' and m.expires_at <= now()),
    count(*)
  from public.admin_bookings_matching(
    p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
  ) m;
end;
$$;

-- Staff find a booking by the reference its guest quotes: "RV-" and the first characters of its
-- id (the confirmation page and every booking email give "RV-" + 8 characters). The search box
-- of Booking Management takes it beside name, email and phone; case and a missing dash do not
-- matter ("rv54ab80f3"). The page and the counts share this definition.
create or replace function public.admin_bookings_matching(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text)
returns setof public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  -- The id's start, without dashes, when the text is a reference ("RV-54AB80F3").
  v_id_start text := lower(substring(v_text from '^[Rr][Vv]-?([0-9A-Fa-f]{4,32})$'));
begin
  perform private.require_staff('list bookings');
  if v_text is not null then
    v_pattern := '%' || replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select b.*
  from public.bookings b
  where (p_villa_id is null or b.villa_id = p_villa_id)
    and (p_stay_from is null or b.check_out >= p_stay_from)
    and (p_stay_to is null or b.check_in <= p_stay_to)
    and (p_created_from is null
      or b.created_at >= (p_created_from::timestamp at time zone 'utc'))
    and (p_created_to is null
      or b.created_at < ((p_created_to + 1)::timestamp at time zone 'utc'))
    and (v_pattern is null
      or b.guest_name ilike v_pattern escape '\'
      or b.guest_email ilike v_pattern escape '\'
      or b.guest_phone ilike v_pattern escape '\'
      or (v_id_start is not null and starts_with(replace(b.id::text, '-', ''), v_id_start)));
end;
$$;

-- One page of the filtered list, with the villa, the live requests each live request overlaps
-- (other pending, unexpired requests for the same villa sharing a night, as the cards flagged
-- them) and the number of rows matching in all. Sort: created_at, check_in or total_price, then
-- id, so pages never share or skip a row.
create or replace function public.admin_bookings_page(p_status text DEFAULT NULL::text, p_villa_id uuid DEFAULT NULL::uuid, p_stay_from date DEFAULT NULL::date, p_stay_to date DEFAULT NULL::date, p_created_from date DEFAULT NULL::date, p_created_to date DEFAULT NULL::date, p_search text DEFAULT NULL::text, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
returns table (id uuid, villa_id uuid, villa_name text, villa_location text, guest_name text, guest_email text, guest_phone text, guests_count integer, check_in date, check_out date, total_price numeric, special_requests text, status public.booking_status, expires_at timestamp with time zone, created_at timestamp with time zone, "overlaps" jsonb, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list bookings');
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'expired') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_sort not in ('created_at', 'check_in', 'total_price') then
    raise exception 'Unknown sort column: %', p_sort using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'bookings');

  return query
  with matching as (
    select m.*, count(*) over () as total
    from public.admin_bookings_matching(
      p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
    ) m
    where case p_status
      when 'pending' then m.status = 'pending' and (m.expires_at is null or m.expires_at > now())
      when 'expired' then m.status = 'pending' and m.expires_at <= now()
      when 'confirmed' then m.status = 'confirmed'
      when 'cancelled' then m.status = 'cancelled'
      else true
    end
  ),
  page as (
    select m.* from matching m
    order by
      case when p_ascending and p_sort = 'created_at' then m.created_at end asc,
      case when p_ascending and p_sort = 'check_in' then m.check_in end asc,
      case when p_ascending and p_sort = 'total_price' then m.total_price end asc,
      case when p_ascending then m.id end asc,
      case when not p_ascending and p_sort = 'created_at' then m.created_at end desc,
      case when not p_ascending and p_sort = 'check_in' then m.check_in end desc,
      case when not p_ascending and p_sort = 'total_price' then m.total_price end desc,
      case when not p_ascending then m.id end desc
    limit p_limit offset p_offset
  )
  select p.id, p.villa_id, v.name, v.location, p.guest_name, p.guest_email, p.guest_phone,
    p.guests_count, p.check_in, p.check_out, p.total_price, p.special_requests, p.status,
    p.expires_at, p.created_at,
    case when p.status = 'pending' and (p.expires_at is null or p.expires_at > now()) then (
      select coalesce(
        jsonb_agg(jsonb_build_object('id', o.id, 'guest_name', o.guest_name)
          order by o.created_at, o.id),
        '[]'::jsonb)
      from public.bookings o
      where o.villa_id = p.villa_id
        and o.id <> p.id
        and o.status = 'pending'
        and (o.expires_at is null or o.expires_at > now())
        and o.check_in < p.check_out
        and p.check_in < o.check_out
    ) else '[]'::jsonb end,
    p.total
  from page p
  left join public.villas v on v.id = p.villa_id
  order by
    case when p_ascending and p_sort = 'created_at' then p.created_at end asc,
    case when p_ascending and p_sort = 'check_in' then p.check_in end asc,
    case when p_ascending and p_sort = 'total_price' then p.total_price end asc,
    case when p_ascending then p.id end asc,
    case when not p_ascending and p_sort = 'created_at' then p.created_at end desc,
    case when not p_ascending and p_sort = 'check_in' then p.check_in end desc,
    case when not p_ascending and p_sort = 'total_price' then p.total_price end desc,
    case when not p_ascending then p.id end desc;
end;
$$;

-- What the flood control held for review (private.hold_for_review), for the
-- admin: booking requests still waiting (pending, not expired) and messages nobody has read
-- yet, with their ids so Booking Management and Messages can label them. Newest first, at most
-- 500 ids each (the counts are exact). Staff only.
create or replace function public.admin_held_for_review()
returns table(booking_requests integer, messages integer, booking_ids uuid[], message_ids uuid[])
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see what is held for review');
  return query
  with
  held_bookings as (
    select b.id, b.created_at from public.bookings b
    where b.held_for_review and b.status = 'pending' and b.expires_at > now()
  ),
  held_messages as (
    select c.id, c.created_at from public.contact_submissions c
    where c.held_for_review and c.status = 'unread'
  )
  select
    (select count(*)::integer from held_bookings),
    (select count(*)::integer from held_messages),
    coalesce(array(select h.id from held_bookings h order by h.created_at desc limit 500), '{}'),
    coalesce(array(select h.id from held_messages h order by h.created_at desc limit 500), '{}');
end
$$;

-- The counts: per form type, how many messages match the search in each status (two rows,
-- general and concierge, always both). The screen adds them up for "all" and reads the unread
-- badges of the form-type tabs from them.
create or replace function public.admin_message_counts(p_search text default null)
returns table (
  form_type public.enquiry_form_type,
  unread bigint,
  read bigint,
  replied bigint,
  total bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  return query
  select t.form_type,
    count(m.id) filter (where m.status = 'unread'),
    count(m.id) filter (where m.status = 'read'),
    count(m.id) filter (where m.status = 'replied'),
    count(m.id)
  from (values ('general'::public.enquiry_form_type), ('concierge')) as t (form_type)
  left join public.admin_messages_matching(null, p_search) m on m.form_type = t.form_type
  group by t.form_type
  order by t.form_type = 'concierge', t.form_type;
end;
$$;

-- The messages matching the search and form type: the one definition the page and the counts
-- share.
create or replace function public.admin_messages_matching(p_form_type text, p_search text)
returns setof public.contact_submissions
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pattern text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform private.require_staff('list messages');
  if p_form_type is not null and p_form_type not in ('general', 'concierge') then
    raise exception 'Unknown form type: %', p_form_type using errcode = '22023';
  end if;
  if v_pattern is not null then
    v_pattern := '%' || replace(replace(replace(v_pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select c.*
  from public.contact_submissions c
  where (p_form_type is null or c.form_type::text = p_form_type)
    and (v_pattern is null
      or c.name ilike v_pattern escape '\'
      or c.email ilike v_pattern escape '\'
      or c.phone ilike v_pattern escape '\'
      or c.message ilike v_pattern escape '\');
end;
$$;

-- One page of the filtered messages, newest first, with the number matching in all.
create or replace function public.admin_messages_page(p_status text DEFAULT NULL::text, p_form_type text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
returns table (id uuid, name text, email text, phone text, message text, form_type public.enquiry_form_type, status public.message_status, created_at timestamp with time zone, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  if p_status is not null and p_status not in ('unread', 'read', 'replied') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'messages');

  return query
  select m.id, m.name, m.email, m.phone, m.message, m.form_type, m.status, m.created_at,
    count(*) over ()
  from public.admin_messages_matching(p_form_type, p_search) m
  where p_status is null or m.status::text = p_status
  order by m.created_at desc, m.id desc
  limit p_limit offset p_offset;
end;
$$;

-- The sidebar's badges: live requests waiting for a decision and unread messages.
create or replace function public.admin_nav_counts()
returns table(pending_requests integer, unread_messages integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see the day''s business');
  return query
  select
    (select count(*)::integer from public.bookings b
      where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())),
    (select count(*)::integer from public.contact_submissions m where m.status = 'unread');
end;
$$;

-- What admin_planner answers: composite types, so the generated types carry every field.
create type public.planner_villa as (
  id uuid,
  name text,
  location text,
  changeover public.villa_changeover
);
create type public.planner_stay as (
  id uuid,
  villa_id uuid,
  villa_name text,
  villa_location text,
  guest_name text,
  guest_email text,
  guest_phone text,
  guests_count integer,
  check_in date,
  check_out date,
  total_price numeric,
  special_requests text,
  status public.booking_status,
  expires_at timestamptz,
  created_at timestamptz,
  occupied text,
  "overlaps" jsonb
);
create type public.planner_blocked_run as (villa_id uuid, first date, last date, reason text);
create type public.planner_window as (
  "from" date,
  "to" date,
  villas public.planner_villa[],
  stays public.planner_stay[],
  blocked public.planner_blocked_run[]
);

-- The occupancy planner: every active villa's confirmed stays, live pending requests (an
-- expired one holds nothing) and blocked days in a window of days, in one call. Staff only (42501 for anyone
-- else); a window covers at most 190 days, so an answer stays one screen's worth.
create or replace function public.admin_planner(p_from date, p_to date)
returns public.planner_window
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('read the planner');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The window must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 190 then
    raise exception 'A planner window covers at most 190 days' using errcode = '22023';
  end if;

  return row(
    p_from,
    p_to,
    array(
      select row(v.id, v.name, v.location, v.changeover)::public.planner_villa
      from public.villas v where v.is_active
      order by v.name),
    array(
      select row(
        b.id, b.villa_id, v.name, v.location, b.guest_name, b.guest_email, b.guest_phone,
        b.guests_count, b.check_in, b.check_out, b.total_price, b.special_requests,
        b.status, b.expires_at, b.created_at, b.occupied::text, '[]'::jsonb
      )::public.planner_stay
      from public.bookings b
      join public.villas v on v.id = b.villa_id and v.is_active
      where (b.status = 'confirmed' or (b.status = 'pending' and b.expires_at > now()))
        and b.check_in <= p_to and b.check_out >= p_from
      order by b.villa_id, b.check_in),
    -- Blocked days as runs of consecutive days with one reason: a winter closure is one row.
    array(
      select row(r.villa_id, r.first_day, r.last_day, r.reason)::public.planner_blocked_run
      from (
        select d.villa_id, nullif(d.reason, '') as reason,
          min(d.blocked_date) as first_day, max(d.blocked_date) as last_day
        from (
          select bd.villa_id, bd.blocked_date, coalesce(bd.reason, '') as reason,
            bd.blocked_date - (row_number() over (
              partition by bd.villa_id, coalesce(bd.reason, '') order by bd.blocked_date
            ))::integer as island
          from public.blocked_dates bd
          join public.villas v on v.id = bd.villa_id and v.is_active
          where bd.blocked_date between p_from and p_to
        ) d
        group by d.villa_id, d.reason, d.island
      ) r
      order by r.villa_id, r.first_day)
  )::public.planner_window;
end;
$$;

create or replace function public.admin_season_summary(p_from date default current_date, p_to date default null::date)
returns table(villa_id uuid, villa_name text, villa_location text, season_count bigint, past_count bigint, has_overlap boolean, conflict_count bigint, conflict_winner text, conflict_other text, conflict_priority integer, conflict_from date, conflict_to date)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_from date := coalesce(p_from, current_date);
  v_to date := coalesce(p_to, (coalesce(p_from, current_date) + interval '12 months')::date - 1);
begin
  perform private.require_staff('list seasonal prices');
  if v_to < v_from then
    raise exception 'The range ends before it starts' using errcode = '22023';
  end if;

  return query
  with counts as (
    select s.villa_id,
      count(*) as season_count,
      count(*) filter (where s.end_date < v_from) as past_count
    from public.seasonal_pricing s
    group by s.villa_id
  ),
  pairs as (
    select a.villa_id,
      a.priority = b.priority as same_priority,
      a.priority,
      greatest(a.start_date, b.start_date, v_from) as from_day,
      least(a.end_date, b.end_date, v_to) as to_day,
      -- a wins when it comes first in the pricing order
      (a.start_date, a.created_at) > (b.start_date, b.created_at)
        or ((a.start_date, a.created_at) = (b.start_date, b.created_at) and a.id < b.id)
        as a_wins,
      a.season_name as a_name,
      b.season_name as b_name
    from public.seasonal_pricing a
    join public.seasonal_pricing b
      on b.villa_id = a.villa_id
     and b.id > a.id
     and b.is_active
     and b.end_date >= v_from
     and b.start_date <= v_to
    where a.is_active
      and a.end_date >= v_from
      and a.start_date <= v_to
      -- a shared day, inside the range
      and greatest(a.start_date, b.start_date, v_from) <= least(a.end_date, b.end_date, v_to)
  ),
  overlapping as (
    select distinct p.villa_id from pairs p
  ),
  conflicts as (
    select p.villa_id, p.priority, p.from_day, p.to_day,
      case when p.a_wins then p.a_name else p.b_name end as winner,
      case when p.a_wins then p.b_name else p.a_name end as other,
      count(*) over (partition by p.villa_id) as total,
      row_number() over (
        partition by p.villa_id
        order by p.from_day, p.to_day, p.a_name, p.b_name
      ) as pair_rank
    from pairs p
    where p.same_priority
  )
  select c.villa_id, v.name, v.location, c.season_count, c.past_count,
    o.villa_id is not null,
    coalesce(k.total, 0),
    k.winner, k.other, k.priority, k.from_day, k.to_day
  from counts c
  join public.villas v on v.id = c.villa_id
  left join overlapping o on o.villa_id = c.villa_id
  left join conflicts k on k.villa_id = c.villa_id and k.pair_rank = 1
  order by v.name, c.villa_id;
end;
$$;

-- What admin_today answers: composite types, so the generated types carry every field.
create type public.today_stay as (
  id uuid,
  villa_id uuid,
  villa text,
  guest_name text,
  guest_email text,
  guests integer,
  check_in date,
  check_out date,
  nights integer
);
create type public.today_request as (
  id uuid,
  villa_id uuid,
  villa text,
  guest_name text,
  guest_email text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  total_price numeric,
  created_at timestamptz,
  expires_at timestamptz
);
create type public.today_message as (
  id uuid,
  name text,
  email text,
  form_type public.enquiry_form_type,
  created_at timestamptz
);
create type public.today_occupancy as (
  "from" date,
  "to" date,
  nights_available numeric,
  nights_booked numeric,
  occupancy_rate numeric
);
create type public.admin_today as (
  today date,
  week_end date,
  arrivals public.today_stay[],
  arrival_count bigint,
  departures public.today_stay[],
  departure_count bigint,
  pending public.today_request[],
  pending_count bigint,
  unread public.today_message[],
  unread_count bigint,
  occupancy public.today_occupancy
);

create or replace function public.admin_today()
returns public.admin_today
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_week_end date := v_today + 6;
  v_result public.admin_today;
begin
  perform private.require_staff('see the day''s business');

  with
  arrivals as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between v_today and v_week_end
  ),
  departures as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_out between v_today and v_week_end
  ),
  -- Live requests only: one past its expires_at blocks nothing and cannot be confirmed.
  pending as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())
  ),
  unread as (
    select m.id, m.name, m.email, m.form_type, m.created_at
    from public.contact_submissions m
    where m.status = 'unread'
  ),
  occupancy as (
    select coalesce(sum(n.nights_available), 0) as available,
      coalesce(sum(n.nights_booked), 0) as booked
    from public.nights_by_villa_month(v_today, v_today + 29) n
  )
  -- Into the composite variable field by field.
  select
    v_today,
    v_week_end,
    array(
      select row(a.id, a.villa_id, a.villa, a.guest_name, a.guest_email, a.guests_count,
        a.check_in, a.check_out, a.check_out - a.check_in)::public.today_stay
      from arrivals a order by a.check_in, a.villa, a.id limit 100),
    (select count(*) from arrivals),
    array(
      select row(d.id, d.villa_id, d.villa, d.guest_name, d.guest_email, d.guests_count,
        d.check_in, d.check_out, d.check_out - d.check_in)::public.today_stay
      from departures d order by d.check_out, d.villa, d.id limit 100),
    (select count(*) from departures),
    -- The request that expires first is the one to decide first.
    array(
      select row(p.id, p.villa_id, p.villa, p.guest_name, p.guest_email, p.guests_count,
        p.check_in, p.check_out, p.check_out - p.check_in, p.total_price, p.created_at,
        p.expires_at)::public.today_request
      from pending p order by p.expires_at nulls last, p.created_at, p.id limit 100),
    (select count(*) from pending),
    array(
      select row(u.id, u.name, u.email, u.form_type, u.created_at)::public.today_message
      from unread u order by u.created_at desc, u.id limit 5),
    (select count(*) from unread),
    (select row(v_today, v_today + 29, o.available, o.booked,
        public.occupancy_rate(o.booked, o.available))::public.today_occupancy
     from occupancy o)
  into v_result;
  return v_result;
end;
$$;

-- Manage Villas lists every villa in compact rows; each row says how many bookings the villa has,
-- so staff know before they try that a booked villa cannot be deleted (keep_villa_with_bookings:
-- bookings are kept for the guests' records) and is deactivated instead.
--
-- One row per villa that has bookings (a villa without any has no row):
--   booking_count    every booking, whatever its status (what blocks a delete)
--   upcoming_count   confirmed stays that have not ended yet
-- One grouped scan of bookings (~25,000 rows at the large scale): far below the list's budget.
-- Staff only: anyone else is refused (42501), never given an empty list.
create or replace function public.admin_villa_booking_counts()
returns table(villa_id uuid, booking_count bigint, upcoming_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('count bookings');

  return query
  select b.villa_id,
    count(*) as booking_count,
    count(*) filter (where b.status = 'confirmed' and b.check_out >= current_date)
      as upcoming_count
  from public.bookings b
  group by b.villa_id
  order by b.villa_id;
end;
$$;

-- What booking_analytics answers: composite types, so the generated types carry every field.
create type public.analytics_figures as (
  nights_available numeric,
  nights_booked numeric,
  occupancy_rate numeric,
  revenue numeric,
  average_daily_rate numeric,
  bookings bigint,
  average_booking_value numeric,
  average_lead_days numeric
);
create type public.analytics_month as (month text, figures public.analytics_figures);
create type public.analytics_villa as (
  villa_id uuid,
  villa_name text,
  figures public.analytics_figures
);
create type public.analytics_report as (
  "from" date,
  "to" date,
  totals public.analytics_figures,
  by_month public.analytics_month[],
  by_villa public.analytics_villa[]
);

-- Occupancy, revenue, average daily rate, average booking value, lead time and booking count
-- for a period (both days included), in total, by month and by villa; the nights and revenue
-- from nights_by_villa_month (definitions above). Bookings, average booking value and lead time
-- = confirmed stays arriving in the period: their count, average total, and average days from
-- request to arrival. Same answer as before, one definition underneath.
create or replace function public.booking_analytics(p_from date, p_to date)
returns public.analytics_report
language plpgsql
stable
set search_path = ''
as $$
declare
  v_result public.analytics_report;
begin
  perform private.require_staff('read booking analytics');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The period must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 3660 then
    raise exception 'A period covers at most ten years' using errcode = '22023';
  end if;

  with
  villas as (select v.id, v.name from public.villas v where v.is_active),
  nights as (select * from public.nights_by_villa_month(p_from, p_to)),
  arrivals as (
    select b.villa_id,
      date_trunc('month', b.check_in)::date as month,
      b.total_price,
      b.check_in - (b.created_at at time zone 'utc')::date as lead_days
    from public.bookings b
    join villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between p_from and p_to
  ),
  sums as (
    select 'total' as kind, null::date as month, null::uuid as villa_id,
      (select sum(n.nights_available) from nights n) as available,
      (select sum(n.nights_booked) from nights n) as booked,
      (select coalesce(sum(n.revenue), 0) from nights n) as revenue,
      (select count(*) from arrivals) as bookings,
      (select avg(total_price) from arrivals) as avg_value,
      (select avg(lead_days) from arrivals) as avg_lead
    union all
    select 'month', n.month, null,
      sum(n.nights_available), sum(n.nights_booked), sum(n.revenue),
      coalesce(max(a.n), 0), max(a.avg_value), max(a.avg_lead)
    from nights n
    left join (
      select month, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by month
    ) a using (month)
    group by n.month
    union all
    select 'villa', null, n.villa_id,
      sum(n.nights_available), sum(n.nights_booked), sum(n.revenue),
      coalesce(max(a.n), 0), max(a.avg_value), max(a.avg_lead)
    from nights n
    left join (
      select villa_id, count(*) as n, avg(total_price) as avg_value, avg(lead_days) as avg_lead
      from arrivals group by villa_id
    ) a using (villa_id)
    group by n.villa_id
  ),
  figures as (
    select s.kind, s.month, s.villa_id,
      row(
        coalesce(s.available, 0),
        coalesce(s.booked, 0),
        public.occupancy_rate(coalesce(s.booked, 0), coalesce(s.available, 0)),
        round(s.revenue, 2),
        case when s.booked > 0 then round(s.revenue / s.booked, 2) else 0 end,
        s.bookings,
        coalesce(round(s.avg_value, 2), 0),
        coalesce(round(s.avg_lead, 1), 0)
      )::public.analytics_figures as f
    from sums s
  )
  -- Into the composite variable field by field (a single row() would land in its first field).
  select
    p_from,
    p_to,
    (select f from figures where kind = 'total'),
    array(
      select row(to_char(month, 'YYYY-MM'), f)::public.analytics_month
      from figures where kind = 'month' order by month),
    array(
      select row(fi.villa_id, v.name, fi.f)::public.analytics_villa
      from figures fi join villas v on v.id = fi.villa_id
      where fi.kind = 'villa' order by v.name)
  into v_result;
  return v_result;
end;
$$;

create or replace function public.booking_card_figures(p_day date)
returns table(month_start date, month_end date, nights_available integer, nights_booked integer, occupancy_rate numeric, total_revenue numeric, confirmed_count integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_day)::date;
  v_end date := (date_trunc('month', p_day) + interval '1 month - 1 day')::date;
begin
  perform private.require_staff('read booking analytics');
  return query
  with nights as (
    select coalesce(sum(n.nights_available), 0)::integer as available,
      coalesce(sum(n.nights_booked), 0)::integer as booked
    from public.nights_by_villa_month(v_start, v_end) n
  )
  select v_start, v_end, nights.available, nights.booked,
    public.occupancy_rate(nights.booked, nights.available),
    (select coalesce(sum(b.total_price), 0) from public.bookings b where b.status = 'confirmed'),
    (select count(*)::integer from public.bookings b where b.status = 'confirmed')
  from nights;
end;
$$;

-- One row per active villa and month of the period (both days included), free months too.
create or replace function public.nights_by_villa_month(p_from date, p_to date)
returns table(villa_id uuid, month date, nights_available integer, nights_booked integer, revenue numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('read booking analytics');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The period must end on or after its start' using errcode = '22023';
  end if;
  return query
  with
  villas as (select v.id from public.villas v where v.is_active),
  months as (
    select date_trunc('month', d)::date as month, count(*)::integer as days
    from generate_series(p_from, p_to, interval '1 day') as d
    group by 1
  ),
  booked as (
    select b.villa_id, date_trunc('month', n)::date as month,
      count(*)::integer as nights,
      sum(b.total_price / (b.check_out - b.check_in)) as revenue
    from public.bookings b
    join villas v on v.id = b.villa_id
    cross join lateral generate_series(
      greatest(b.check_in, p_from), least(b.check_out - 1, p_to), interval '1 day'
    ) as n
    where b.status = 'confirmed' and b.check_in <= p_to and b.check_out > p_from
    group by 1, 2
  ),
  blocked as (
    select bd.villa_id, date_trunc('month', bd.blocked_date)::date as month,
      count(*)::integer as days
    from public.blocked_dates bd
    join villas v on v.id = bd.villa_id
    where bd.blocked_date between p_from and p_to
    group by 1, 2
  )
  select v.id, m.month,
    m.days - coalesce(bl.days, 0),
    coalesce(bk.nights, 0),
    coalesce(bk.revenue, 0)
  from villas v
  cross join months m
  left join blocked bl on bl.villa_id = v.id and bl.month = m.month
  left join booked bk on bk.villa_id = v.id and bk.month = m.month;
end;
$$;

create or replace function public.occupancy_rate(p_nights_booked numeric, p_nights_available numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_nights_available > 0
    then round(p_nights_booked * 100.0 / p_nights_available, 1) else 0 end
$$;

-- ============================================================================================
-- supabase/schemas/50_outbox_and_emails.sql
-- ============================================================================================

-- The emails: an outbox table the triggers write in the booking's own transaction, claimed and
-- completed by the send-emails Edge Function, with send leases, retries and the email settings.

create table public.notifications (
  id uuid default gen_random_uuid() not null,
  kind text not null,
  recipients text[] not null,
  booking_id uuid,
  enquiry_id uuid,
  payload jsonb default '{}'::jsonb not null,
  status text default 'pending'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  claimed_at timestamp with time zone,
  last_error text,
  sent_at timestamp with time zone,
  provider_message_id text,
  subject text,
  resend_of uuid,
  created_at timestamp with time zone default now() not null,
  claim_id uuid,
  guest_mailbox text,
  send_started_at timestamp with time zone,
  constraint notifications_pkey primary key (id),
  constraint notifications_attempts_check check ((attempts >= 0)),
  constraint notifications_kind_check check ((kind = any (array['request_received'::text, 'request_received_staff'::text, 'booking_confirmed'::text, 'request_declined'::text, 'request_expired'::text, 'enquiry_received_staff'::text]))),
  constraint notifications_last_error_check check ((char_length(last_error) <= 2000)),
  constraint notifications_provider_message_id_check check ((char_length(provider_message_id) <= 500)),
  constraint notifications_recipients_check check (((cardinality(recipients) >= 1) and (cardinality(recipients) <= 20))),
  constraint notifications_status_check check ((status = any (array['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text]))),
  constraint notifications_subject_check check ((char_length(subject) <= 500)),
  constraint notifications_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade,
  constraint notifications_enquiry_id_fkey foreign key (enquiry_id) references public.contact_submissions(id) on delete cascade,
  constraint notifications_resend_of_fkey foreign key (resend_of) references public.notifications(id) on delete set null
);

create index notifications_due_idx on public.notifications (next_attempt_at) where (status = 'pending'::text);

create index notifications_created_idx on public.notifications (created_at desc, id desc);

create index notifications_booking_idx on public.notifications (booking_id);

create index notifications_enquiry_idx on public.notifications (enquiry_id);

create unique index notifications_once_per_booking_idx on public.notifications (booking_id, kind) where ((resend_of is null) and (booking_id is not null));

create index notifications_guest_mailbox_idx on public.notifications (guest_mailbox, created_at) where ((kind = 'request_received'::text) and (resend_of is null));

-- What a booking email says. The nightly rates are those of the request's own email (guest's
-- or staff's, whichever was written) while it still describes this stay: a later price change
-- never reprices a confirmation. Without one, the rates as they stand now, shown only when they
-- add up to the stored total; the total is always the stored one.
create or replace function private.booking_email_payload(p_booking public.bookings)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_promised jsonb;
  v_rates jsonb;
begin
  select n.payload into v_promised
  from public.notifications n
  where n.booking_id = p_booking.id
    and n.kind in ('request_received', 'request_received_staff')
    and n.resend_of is null
  order by n.created_at, n.id
  limit 1;

  if v_promised ->> 'villa_id' = p_booking.villa_id::text
     and (v_promised ->> 'check_in')::date = p_booking.check_in
     and (v_promised ->> 'check_out')::date = p_booking.check_out
     and (v_promised ->> 'total')::numeric = p_booking.total_price
     and jsonb_typeof(v_promised -> 'rates') = 'array' then
    v_rates := v_promised -> 'rates';
  else
    select coalesce(jsonb_agg(jsonb_build_object('nights', nights, 'price', price)
      order by first_night), '[]'::jsonb)
    into v_rates
    from (
      select price, count(*) as nights, min(night) as first_night
      from (
        select p_booking.check_in + i as night,
          public.get_villa_price_for_date(p_booking.villa_id, p_booking.check_in + i) as price
        from generate_series(0, p_booking.check_out - p_booking.check_in - 1) as i
      ) as priced
      group by price
    ) as grouped;
    if (
      select sum((rate ->> 'nights')::numeric * (rate ->> 'price')::numeric)
      from jsonb_array_elements(v_rates) as rate
    ) is distinct from p_booking.total_price then
      v_rates := '[]'::jsonb;
    end if;
  end if;

  return (
    select jsonb_build_object(
      'booking_id', p_booking.id,
      'villa_id', p_booking.villa_id,
      'villa_name', v.name,
      'villa_location', v.location,
      'guest_name', p_booking.guest_name,
      'guest_email', p_booking.guest_email,
      'guest_phone', p_booking.guest_phone,
      'guests', p_booking.guests_count,
      'check_in', p_booking.check_in,
      'check_out', p_booking.check_out,
      'nights', p_booking.check_out - p_booking.check_in,
      'total', p_booking.total_price,
      'rates', v_rates,
      'special_requests', p_booking.special_requests,
      'expires_at', p_booking.expires_at,
      'requested_at', p_booking.created_at
    )
    from (select 1) as one
    left join public.villas v on v.id = p_booking.villa_id
  );
end
$$;

create or replace function private.enqueue_booking_email(p_booking public.bookings, p_kind text, p_recipients text[])
returns void
language sql
set search_path = ''
as $$
  insert into public.notifications (kind, recipients, booking_id, payload)
  select p_kind, p_recipients, p_booking.id, private.booking_email_payload(p_booking)
  where cardinality(p_recipients) > 0
  on conflict (booking_id, kind) where resend_of is null and booking_id is not null do nothing
$$;

-- A decision: confirmed, or declined. Declining a request whose expiry email already went
-- out says nothing more (staff are only tidying up).
create or replace function private.enqueue_decision_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.from_the_api() or old.status <> 'pending' then
    return null;
  end if;
  if new.status = 'confirmed' then
    perform private.enqueue_booking_email(new, 'booking_confirmed', array[new.guest_email]);
  elsif new.status = 'cancelled' and not exists (
    select 1 from public.notifications n
    where n.booking_id = new.id and n.kind = 'request_expired'
  ) then
    perform private.enqueue_booking_email(new, 'request_declined', array[new.guest_email]);
  end if;
  return null;
end
$$;

-- An enquiry from the contact or concierge form, to all staff addresses.
create or replace function private.enqueue_enquiry_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recipients text[] := private.staff_email_recipients();
begin
  if private.from_the_api() and cardinality(v_recipients) > 0 then
    insert into public.notifications (kind, recipients, enquiry_id, payload)
    values ('enquiry_received_staff', v_recipients, new.id, jsonb_build_object(
      'enquiry_id', new.id,
      'form_type', new.form_type,
      'name', new.name,
      'email', new.email,
      'phone', new.phone,
      'message', new.message,
      'received_at', new.created_at
    ));
  end if;
  return null;
end
$$;

-- The sweep locks each booking before it reads its status: a decline or confirmation in
-- progress holds the row (skipped; the next sweep sees the outcome), and one that committed
-- after the sweep began is seen (the status is read again under the lock). A decision that
-- waits for the sweep's lock checks for its expiry email after the sweep committed
-- (enqueue_decision_email runs under the row lock of its own update).
create or replace function private.enqueue_expired_request_emails()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_written integer;
  v_count integer := 0;
begin
  for v_booking in
    select b.*
    from public.bookings b
    where b.status = 'pending'
      and b.expires_at <= now()
      and exists (
        select 1 from public.notifications n
        where n.booking_id = b.id and n.kind = 'request_received' and n.resend_of is null
      )
      and not exists (
        select 1 from public.notifications n
        where n.booking_id = b.id and n.kind = 'request_expired' and n.resend_of is null
      )
    order by b.expires_at, b.id
    for update of b skip locked
  loop
    insert into public.notifications (kind, recipients, booking_id, payload)
    values ('request_expired', array[v_booking.guest_email], v_booking.id,
      private.booking_email_payload(v_booking))
    on conflict (booking_id, kind) where resend_of is null and booking_id is not null do nothing;
    get diagnostics v_written = row_count;
    v_count := v_count + v_written;
  end loop;
  return v_count;
end
$$;

-- A new request: the guest's acknowledgement (within the daily cap) and one email to all staff
-- addresses (always: staff see every request). A guest not emailed is not sent the expiry
-- email either (the sweep writes to guests who were told their request was received).
create or replace function private.enqueue_request_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.from_the_api() and new.status = 'pending' then
    if private.may_send_request_email(new.guest_email) then
      perform private.enqueue_booking_email(new, 'request_received', array[new.guest_email]);
    end if;
    perform private.enqueue_booking_email(new, 'request_received_staff',
      private.staff_email_recipients());
  end if;
  return null;
end
$$;

-- The staff email of a request whose guest got no acknowledgement (the cap) says so, so staff
-- know to write to the guest themselves. A new trigger after the request's own (triggers run
-- in name order), leaving private.enqueue_request_emails as it is.
create or replace function private.mark_unacknowledged_request()
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

-- May this address get one more "request received" email? Not after 3 in the last 24 hours to
-- its mailbox, however it was written. Serialised per mailbox so parallel requests count
-- exactly.
create or replace function private.may_send_request_email(p_address text)
returns boolean
language plpgsql
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

-- One call of send-emails per transaction (issue 18, point 10c): a booking request's guest and
-- staff emails are two inserts (private.enqueue_booking_email, once per kind), and a statement
-- trigger would queue one pg_net request per insert statement. One call
-- drains the whole outbox, so one per transaction is enough: the first insert of a transaction
-- queues it (pg_net sends it after commit, when every row of the transaction is visible) and
-- marks the transaction, later inserts of the same transaction see the mark and queue nothing.
-- The mark is a transaction-local setting: it ends with the transaction, and a rolled-back
-- savepoint takes it back together with the request it queued.
-- Redefined (same signature, same trigger): private.send_new_emails().
create or replace function private.send_new_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from inserted)
     and coalesce(current_setting('riviera.send_emails_queued', true), '') <> 'yes' then
    begin
      perform private.invoke_edge_function('send-emails');
      perform set_config('riviera.send_emails_queued', 'yes', true);
    exception when others then
      raise warning 'send-emails was not called (%); the cron sweeper will send the email', sqlerrm;
    end;
  end if;
  return null;
end
$$;

create or replace function private.set_guest_mailbox()
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

-- Where staff emails go: the configured addresses, else the site's contact email.
create or replace function private.staff_email_recipients()
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select array_agg(address)
     from public.site_settings s,
       unnest(regexp_split_to_array(btrim(s.setting_value), '[,;[:space:]]+')) as address
     where s.setting_key = 'notification_staff_emails' and address <> ''),
    (select array[s.setting_value] from public.site_settings s
     where s.setting_key = 'contact_email' and btrim(s.setting_value) <> ''),
    '{}'
  )
$$;

-- One page of the log, newest first, with the number matching in all (staff only).
create or replace function public.admin_notifications_page(p_status text default null::text, p_kind text default null::text, p_limit integer default 25, p_offset integer default 0)
returns table(id uuid, kind text, recipients text[], subject text, status text, attempts integer, last_error text, next_attempt_at timestamp with time zone, sent_at timestamp with time zone, created_at timestamp with time zone, booking_id uuid, enquiry_id uuid, resend_of uuid, payload jsonb, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list notifications');
  if p_status is not null and p_status not in ('pending', 'sending', 'sent', 'failed') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_kind is not null and p_kind not in (
    'request_received', 'request_received_staff', 'booking_confirmed', 'request_declined',
    'request_expired', 'enquiry_received_staff'
  ) then
    raise exception 'Unknown kind filter: %', p_kind using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'notifications');

  return query
  select n.id, n.kind, n.recipients, n.subject, n.status, n.attempts, n.last_error,
    n.next_attempt_at, n.sent_at, n.created_at, n.booking_id, n.enquiry_id, n.resend_of,
    n.payload, count(*) over ()
  from public.notifications n
  where (p_status is null or n.status = p_status)
    and (p_kind is null or n.kind = p_kind)
  order by n.created_at desc, n.id desc
  limit p_limit offset p_offset;
end
$$;

-- Sends an email again, sent or failed alike: a new pending row with the same recipients and
-- content, pointing at the original. security definer: staff read the outbox but nobody writes
-- it through the API.
create or replace function public.admin_resend_notification(p_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.notifications;
  v_id uuid;
begin
  perform private.require_staff('resend notifications');
  select * into v_original from public.notifications n where n.id = p_id;
  if not found then
    raise exception 'This notification does not exist' using errcode = 'P0002';
  end if;
  if v_original.status in ('pending', 'sending') then
    raise exception 'This email is still being sent' using errcode = '55000',
      hint = 'Resend it once it is sent or has failed.';
  end if;
  insert into public.notifications (kind, recipients, booking_id, enquiry_id, payload, resend_of)
  values (v_original.kind, v_original.recipients, v_original.booking_id, v_original.enquiry_id,
    v_original.payload, v_original.id)
  returning notifications.id into v_id;
  return v_id;
end
$$;

-- Starting one email of the claim p_claim_id: true when the row is still this claim's, and
-- then every row of the claim is renewed. False: the sender must stop (its rows are another
-- sender's, or were given back).
create or replace function public.begin_notification_send(p_id uuid, p_claim_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.notifications n
  set send_started_at = now()
  where n.id = p_id and n.status = 'sending' and n.claim_id = p_claim_id;
  if not found then
    return false;
  end if;
  update public.notifications n
  set claimed_at = now()
  where n.claim_id = p_claim_id and n.status = 'sending';
  return true;
end
$$;

-- Staff-only keys: the visitors' policy on site_settings lists its keys one by one, so these are
-- readable by staff only. Values are checked like the site details, with a sentence to act on.
create or replace function public.check_email_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_addresses text[];
  v_address text;
  v_email constant text := '^[^@[:space:]?&%,;<>"]+@[^@[:space:]?&%,;<>"]+\.[^@[:space:]?&%,;<>"]+$';
begin
  if new.setting_key = 'notification_staff_emails' then
    -- One or more addresses, separated by commas, semicolons, spaces or new lines; stored as
    -- "a@x.com, b@y.com" without repeats.
    select coalesce(array_agg(address order by first_seen), '{}')
    into v_addresses
    from (
      select address, min(position) as first_seen
      from unnest(regexp_split_to_array(v_value, '[,;[:space:]]+')) with ordinality as t (address, position)
      where address <> ''
      group by address
    ) as distinct_addresses;
    if cardinality(v_addresses) = 0 then
      raise exception 'Staff notification emails: enter at least one email address'
        using errcode = '23514', detail = 'site_settings.notification_staff_emails';
    end if;
    if cardinality(v_addresses) > 10 then
      raise exception 'Staff notification emails: enter at most 10 addresses'
        using errcode = '23514', detail = 'site_settings.notification_staff_emails';
    end if;
    foreach v_address in array v_addresses loop
      if char_length(v_address) > 320 or v_address !~ v_email then
        raise exception 'Staff notification emails: "%" is not an email address such as name@example.com',
          left(v_address, 100)
          using errcode = '23514', detail = 'site_settings.notification_staff_emails';
      end if;
    end loop;
    new.setting_value := array_to_string(v_addresses, ', ');
  elsif new.setting_key = 'email_reply_to' then
    if char_length(v_value) > 320 or v_value !~ v_email then
      raise exception 'Reply-to address: enter an email address such as name@example.com'
        using errcode = '23514', detail = 'site_settings.email_reply_to';
    end if;
    new.setting_value := v_value;
  elsif new.setting_key = 'email_sender_name' then
    -- Shown as the sender: one line, and none of the characters that end a quoted name.
    if char_length(v_value) not between 1 and 100 or v_value ~ '[[:cntrl:]"<>\\]' then
      raise exception 'Sender name: enter a name on one line, up to 100 characters, without quotes or angle brackets'
        using errcode = '23514', detail = 'site_settings.email_sender_name';
    end if;
    new.setting_value := v_value;
  end if;
  return new;
end
$$;

-- Up to p_max_count due rows (pending and due, or stuck in "sending" for 2 minutes: the sender
-- died), marked sending, and every row claimed together gets the same new claim id, which the
-- sender passes back. Parallel senders never claim the same row. A lapsed row whose email was
-- never started is taken over without counting another attempt (nothing was tried), and
-- send_started_at is cleared on each new claim.
create or replace function public.claim_notifications(p_max_count integer default 20)
returns setof public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_claim uuid := gen_random_uuid();
begin
  -- A row stuck in its last attempt, started, is not tried again: it failed.
  update public.notifications n
  set status = 'failed',
    claimed_at = null,
    claim_id = null,
    last_error = left('The sender stopped before finishing the last attempt'
      || coalesce(' (earlier: ' || n.last_error || ')', ''), 2000)
  where n.status = 'sending' and n.claimed_at < now() - interval '2 minutes' and n.attempts >= 8
    and n.send_started_at is not null;

  return query
  with due as (
    select n.id
    from public.notifications n
    where (n.status = 'pending' and n.next_attempt_at <= now())
       or (n.status = 'sending' and n.claimed_at < now() - interval '2 minutes')
    order by n.next_attempt_at, n.created_at, n.id
    limit greatest(1, least(coalesce(p_max_count, 20), 100))
    for update skip locked
  )
  update public.notifications n
  set status = 'sending',
    attempts = n.attempts + case
      when n.status = 'sending' and n.send_started_at is null then 0 else 1 end,
    claimed_at = now(), claim_id = v_claim,
    send_started_at = null
  from due
  where n.id = due.id
  returning n.*;
end
$$;

-- The outcome of one row of the claim p_claim_id: sent (no error), or an error: pending again
-- after 2^attempts minutes (at most 6 hours), or failed after the 8th attempt. A sender whose
-- claim lapsed (another sender took the row over after 10 minutes) is refused: the row belongs
-- to the newer claim.
create or replace function public.complete_notification(p_id uuid, p_claim_id uuid, p_error text default null::text, p_provider_message_id text default null::text, p_subject text default null::text)
returns public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_row public.notifications;
begin
  update public.notifications n
  set
    status = case
      when p_error is null then 'sent'
      when n.attempts >= 8 then 'failed'
      else 'pending'
    end,
    sent_at = case when p_error is null then now() end,
    next_attempt_at = case
      when p_error is null then n.next_attempt_at
      else now() + least(power(2, n.attempts) * interval '1 minute', interval '6 hours')
    end,
    last_error = coalesce(left(p_error, 2000), n.last_error),
    provider_message_id = coalesce(
      left(p_provider_message_id, 500), n.provider_message_id),
    subject = coalesce(left(p_subject, 500), n.subject),
    claimed_at = null,
    claim_id = null
  where n.id = p_id and n.status = 'sending' and n.claim_id = p_claim_id
  returning n.* into v_row;
  if not found then
    raise exception 'Notification % is not being sent under this claim', p_id
      using errcode = '55000',
        hint = 'Another sender took it over after 10 minutes, or it was already completed.';
  end if;
  return v_row;
end
$$;

-- Rows of the claim p_claim_id that the sender had no time to try: pending again, due at once,
-- and the attempt the claim counted is given back. Returns how many were released.
create or replace function public.release_notifications(p_claim_id uuid, p_ids uuid[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.notifications n
  set status = 'pending',
    attempts = greatest(n.attempts - 1, 0),
    claimed_at = null,
    claim_id = null
  where n.id = any (p_ids) and n.status = 'sending' and n.claim_id = p_claim_id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

create trigger bookings_enqueue_decision_email after update of status on public.bookings for each row when (((old.status is distinct from new.status) and (not (old.held_for_review and (new.status = 'cancelled'))))) execute function private.enqueue_decision_email();

create trigger bookings_enqueue_request_emails after insert on public.bookings for each row when ((not new.held_for_review)) execute function private.enqueue_request_emails();

create trigger bookings_enqueue_request_emails_unacknowledged after insert on public.bookings
for each row execute function private.mark_unacknowledged_request();

create trigger contact_submissions_enqueue_email after insert on public.contact_submissions for each row when ((not new.held_for_review)) execute function private.enqueue_enquiry_email();

create trigger notifications_send_new after insert on public.notifications referencing new table as inserted
for each statement execute function private.send_new_emails();

create trigger notifications_set_guest_mailbox before insert or update of kind, recipients on public.notifications
for each row execute function private.set_guest_mailbox();

create trigger site_settings_check_email_setting before insert or update on public.site_settings
for each row execute function public.check_email_setting();

-- ============================================================================================
-- supabase/schemas/60_calendar_sync.sql
-- ============================================================================================

-- Calendar sync with Airbnb, Booking.com and Vrbo: each villa's iCal export token, the imported
-- feeds and how their nights become blocked days.

-- Export tokens ------------------------------------------------------------------------------
-- The token is a secret: it lives in its own staff-only table, never in one visitors can read.
create table public.villa_calendar_exports (
  villa_id uuid not null,
  token text default translate(encode(extensions.gen_random_bytes(24), 'base64'::text), '+/'::text, '-_'::text) not null,
  created_at timestamp with time zone default now() not null,
  constraint villa_calendar_exports_pkey primary key (villa_id),
  constraint villa_calendar_exports_token_key unique (token),
  constraint villa_calendar_exports_token_check check ((char_length(token) >= 32)),
  constraint villa_calendar_exports_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

-- Import feeds -------------------------------------------------------------------------------
create table public.villa_calendar_feeds (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  name text not null,
  url text not null,
  created_at timestamp with time zone default now() not null,
  last_attempt_at timestamp with time zone,
  last_success_at timestamp with time zone,
  last_error text,
  last_event_count integer,
  blocked_day_count integer,
  conflicts jsonb default '[]'::jsonb not null,
  empty_since timestamp with time zone,
  constraint villa_calendar_feeds_pkey primary key (id),
  constraint villa_calendar_feeds_villa_id_url_key unique (villa_id, url),
  constraint villa_calendar_feeds_last_error_check check ((char_length(last_error) <= 1000)),
  constraint villa_calendar_feeds_name_check check (((char_length(name) >= 1) and (char_length(name) <= 100))),
  constraint villa_calendar_feeds_url_check check (((char_length(url) <= 2000) and (url ~* '^https?://'::text))),
  constraint villa_calendar_feeds_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

-- public.blocked_dates is defined earlier; this reference points at a table of this file.
alter table public.blocked_dates add constraint blocked_dates_feed_id_fkey foreign key (feed_id) references public.villa_calendar_feeds(id) on delete cascade;

create index villa_calendar_feeds_villa_idx on public.villa_calendar_feeds (villa_id, created_at);

-- Clear messages instead of constraint names. A webcal:// link (what calendar apps hand out) is
-- the same feed over https.
create or replace function private.check_calendar_feed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(coalesce(new.name, ''));
  new.url := regexp_replace(btrim(coalesce(new.url, '')), '^webcals?://', 'https://', 'i');
  if new.name = '' then
    raise exception 'Give the calendar a name, such as Airbnb' using errcode = '23514';
  end if;
  if char_length(new.name) > 100 then
    raise exception 'A calendar name is at most 100 characters' using errcode = '23514';
  end if;
  if new.url = '' then
    raise exception 'Paste the calendar''s iCal link' using errcode = '23514';
  end if;
  if char_length(new.url) > 2000 then
    raise exception 'A calendar link is at most 2000 characters' using errcode = '23514';
  end if;
  if new.url !~* '^https?://[^/?#[:space:]]+([/?#][^[:space:]]*)?$' then
    raise exception 'A calendar link starts with https:// (or http://) and has no spaces'
      using errcode = '23514';
  end if;
  return new;
end
$$;

-- Every new villa gets its feed, whoever creates it. security definer: the creator (staff or the
-- service role) need not hold rights on the tokens table for the villa to get one.
create or replace function private.create_villa_calendar_export()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.villa_calendar_exports (villa_id) values (new.id)
  on conflict (villa_id) do nothing;
  return new;
end
$$;

-- Renaming a feed renames the source shown on its days.
create or replace function private.rename_calendar_feed_days()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.blocked_dates
  set reason = 'Calendar sync: ' || new.name
  where feed_id = new.id;
  return new;
end
$$;

-- The scheduled sync calls the function once per feed: hosted bounds an Edge Function's CPU
-- time per request, so one channel's very large calendar must not use up the budget of every
-- other feed (the function's per-feed budget protects the feed itself).
create or replace function private.sync_calendar_feeds()
returns integer
language sql
security definer
set search_path = ''
as $$
  -- How many calls were queued (none while the vault lacks the project's URL and key).
  select count(private.invoke_edge_function('sync-calendars', jsonb_build_object('feed_id', f.id)))::int
  from public.villa_calendar_feeds f
$$;

-- A new link for a villa's feed: the old one stops working at once (a leaked link is revoked so).
create or replace function public.admin_regenerate_calendar_token(p_villa_id uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_token text;
begin
  perform private.require_staff('renew calendar links');
  update public.villa_calendar_exports
  set token = default, created_at = now()
  where villa_id = p_villa_id
  returning token into v_token;
  if v_token is null then
    raise exception 'No such villa' using errcode = 'P0002';
  end if;
  return v_token;
end
$$;

-- What apply_calendar_feed answers: composite types, so the generated types carry every field.
create type public.calendar_feed_applied as (
  held_empty boolean,
  message text,
  added integer,
  removed integer,
  blocked_days integer,
  conflicts jsonb
);

-- After a successful fetch, in one transaction: the feed's nights become its blocked days, from
-- today to two years ahead (earlier imported days stay as history). A day already blocked by hand
-- or by another feed stays as it is; this feed's days that left the feed are unblocked; a night
-- that falls on a day a confirmed stay occupies is not blocked but reported in `conflicts`.
-- An empty answer while the feed blocks days ahead is held back the first time (held_empty).
create or replace function public.apply_calendar_feed(p_feed_id uuid, p_days date[], p_event_count integer)
returns public.calendar_feed_applied
language plpgsql
set search_path = ''
as $$
declare
  v_feed public.villa_calendar_feeds;
  v_today date := (now() at time zone 'utc')::date;
  v_last date := ((now() at time zone 'utc')::date + interval '2 years')::date;
  v_days date[];
  v_owned integer;
  v_message text;
  v_added integer;
  v_removed integer;
  v_conflicts jsonb;
  v_blocked integer;
begin
  -- One sync of a feed at a time: a second waits here for the first to commit.
  select * into v_feed from public.villa_calendar_feeds where id = p_feed_id for update;
  if not found then
    raise exception 'No such calendar feed' using errcode = 'P0002';
  end if;

  v_days := array(
    select distinct d from unnest(coalesce(p_days, '{}')) as d
    where d between v_today and v_last order by d
  );

  if cardinality(v_days) = 0 and v_feed.empty_since is null then
    select count(*) into v_owned
    from public.blocked_dates bd
    where bd.feed_id = v_feed.id and bd.blocked_date between v_today and v_last;
    if v_owned > 0 then
      v_message := format(
        'The calendar came back empty although it had %s blocked day%s: they are kept. '
          || 'Sync again to confirm it is really empty.',
        v_owned, case when v_owned = 1 then '' else 's' end);
      update public.villa_calendar_feeds
      set last_attempt_at = now(), last_error = v_message, empty_since = now()
      where id = v_feed.id;
      return row(true, v_message, null, null, v_owned, null)::public.calendar_feed_applied;
    end if;
  end if;

  -- Stored in villa_calendar_feeds.conflicts (jsonb) as well: each with its list of dates.
  select coalesce(jsonb_agg(jsonb_build_object(
      'booking_id', c.booking_id, 'check_in', c.check_in, 'check_out', c.check_out,
      'dates', c.dates) order by c.check_in), '[]'::jsonb)
  into v_conflicts
  from (
    select b.id as booking_id, b.check_in, b.check_out, jsonb_agg(f.day order by f.day) as dates
    from unnest(v_days) as f(day)
    join public.bookings b
      on b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied
    group by b.id, b.check_in, b.check_out
  ) c;

  with gone as (
    delete from public.blocked_dates bd
    where bd.feed_id = v_feed.id
      and bd.blocked_date between v_today and v_last
      and bd.blocked_date <> all (v_days)
    returning 1
  )
  select count(*) into v_removed from gone;

  with added as (
    insert into public.blocked_dates (villa_id, blocked_date, reason, feed_id)
    select v_feed.villa_id, f.day, 'Calendar sync: ' || v_feed.name, v_feed.id
    from unnest(v_days) as f(day)
    where not exists (
        select 1 from public.bookings b
        where b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied)
    on conflict (villa_id, blocked_date) do nothing
    returning 1
  )
  select count(*) into v_added from added;

  select count(*) into v_blocked
  from public.blocked_dates bd
  where bd.feed_id = v_feed.id and bd.blocked_date >= v_today;

  update public.villa_calendar_feeds
  set last_attempt_at = now(), last_success_at = now(), last_error = null,
    last_event_count = p_event_count, blocked_day_count = v_blocked, conflicts = v_conflicts,
    empty_since = null
  where id = v_feed.id;

  return row(false, null, v_added, v_removed, v_blocked, v_conflicts)::public.calendar_feed_applied;
end
$$;

-- What calendar_export answers: composite types, so the generated types carry every field.
create type public.calendar_range as (id uuid, start date, "end" date);
create type public.calendar_export as (
  villa_id uuid,
  villa_name text,
  stays public.calendar_range[],
  blocked public.calendar_range[]
);

-- What the export feed lists, for the Edge Function (service role) only: the villa's name, the
-- days its confirmed stays occupy and its runs of blocked days (imported ones included, so each
-- channel sees the others' stays), from a year back to two years ahead. Ranges are [first, end):
-- iCal all-day events end on the day after their last night. No guest data. Null: unknown token.
create or replace function public.calendar_export(p_token text)
returns setof public.calendar_export
language plpgsql
stable
rows 1
set search_path = ''
as $$
declare
  v_villa public.villas;
  v_from date := (now() at time zone 'utc')::date - 365;
  v_to date := (now() at time zone 'utc')::date + 731;
begin
  select v.* into v_villa
  from public.villa_calendar_exports e
  join public.villas v on v.id = e.villa_id
  where e.token = p_token;
  if not found then
    return;
  end if;

  return next row(
    v_villa.id,
    v_villa.name,
    -- A stay is unavailable on the days it occupies: its nights, and at a full-day changeover
    -- villa its check-out day too (the changeover migration), so a channel cannot sell that day.
    array(
      select row(b.id, lower(b.occupied), upper(b.occupied))::public.calendar_range
      from public.bookings b
      where b.villa_id = v_villa.id
        and b.status = 'confirmed'
        and b.occupied && daterange(v_from, v_to, '[]')
      order by lower(b.occupied)),
    array(
      select row(null, r.first_day, r.last_day + 1)::public.calendar_range
      from (
        select min(d.blocked_date) as first_day, max(d.blocked_date) as last_day
        from (
          select bd.blocked_date,
            bd.blocked_date - (row_number() over (order by bd.blocked_date))::integer as island
          from public.blocked_dates bd
          where bd.villa_id = v_villa.id and bd.blocked_date between v_from and v_to
        ) d
        group by d.island
      ) r
      order by r.first_day)
  )::public.calendar_export;
end
$$;

-- A failed fetch or parse: the error and the attempt are recorded; nothing else changes.
create or replace function public.record_calendar_feed_failure(p_feed_id uuid, p_error text)
returns void
language sql
set search_path = ''
as $$
  update public.villa_calendar_feeds
  set last_attempt_at = now(), last_error = left(coalesce(nullif(btrim(p_error), ''), 'Unknown error'), 1000)
  where id = p_feed_id
$$;

create trigger villa_calendar_feeds_check before insert or update of name, url on public.villa_calendar_feeds
for each row execute function private.check_calendar_feed();

create trigger villa_calendar_feeds_rename_days after update of name on public.villa_calendar_feeds for each row when ((old.name is distinct from new.name)) execute function private.rename_calendar_feed_days();

create trigger villas_create_calendar_export after insert on public.villas
for each row execute function private.create_villa_calendar_export();

-- ============================================================================================
-- supabase/schemas/70_staff_accounts.sql
-- ============================================================================================

-- Staff accounts: roles, the two-factor rule and the security events of the team's sign-in.

-- One role per user; granted only with the service-role key.
create table public.user_roles (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  role text default 'user'::text not null,
  created_at timestamp with time zone default now() not null,
  constraint user_roles_pkey primary key (id),
  constraint user_roles_user_id_key unique (user_id),
  constraint user_roles_role_check check ((role = any (array['admin'::text, 'staff'::text, 'user'::text]))),
  constraint user_roles_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

-- What staff did to the account security of the team, newest first in the admin.
create table public.staff_security_events (
  id uuid default gen_random_uuid() not null,
  created_at timestamp with time zone default now() not null,
  action text not null,
  actor_id uuid,
  actor_email text,
  subject_id uuid,
  subject_email text,
  constraint staff_security_events_pkey primary key (id),
  constraint staff_security_events_action_check check ((action = any (array['two_factor_reset'::text, 'two_factor_required_on'::text, 'two_factor_required_off'::text]))),
  constraint staff_security_events_actor_id_fkey foreign key (actor_id) references auth.users(id) on delete set null,
  constraint staff_security_events_subject_id_fkey foreign key (subject_id) references auth.users(id) on delete set null
);

create index staff_security_events_created_at_idx on public.staff_security_events (created_at desc);

-- The requirement is a site setting staff switch like the others, with two rules: its value is
-- 'true' or 'false', and whoever switches it on has a factor themselves (nobody locks the team
-- out of an admin they could not enter either). Each change is kept.
create or replace function private.guard_staff_two_factor_setting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if new.setting_key <> 'staff_two_factor_required' then
    return new;
  end if;
  if new.setting_value not in ('true', 'false') then
    raise exception 'Require two-factor for all staff must be true or false' using errcode = '22023';
  end if;
  if new.setting_value is not distinct from old.setting_value then
    return new;
  end if;
  if new.setting_value = 'true' and v_actor is not null
     and not private.has_verified_factor(v_actor) then
    raise exception 'Set up two-factor authentication for your own account before requiring it for all staff'
      using errcode = '42501';
  end if;
  insert into public.staff_security_events (action, actor_id, actor_email)
  select case new.setting_value when 'true' then 'two_factor_required_on'
                                else 'two_factor_required_off' end,
         v_actor, (select email from auth.users where id = v_actor);
  return new;
end
$$;

-- A colleague lost their authenticator: an admin, signed in with their own second factor,
-- removes the colleague's factors and ends the colleague's sessions. The colleague signs in with
-- the password and enrols a new authenticator (if the company requires it, before anything else).
create or replace function public.admin_reset_staff_two_factor(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_removed integer;
begin
  if not public.is_staff()
     or not exists (
       select 1 from public.user_roles ur where ur.user_id = v_actor and ur.role = 'admin'
     ) then
    raise exception 'Only an administrator can reset a colleague''s two-factor authentication'
      using errcode = '42501';
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Confirm your own sign-in with your authenticator app before resetting a colleague''s'
      using errcode = '42501';
  end if;
  if p_user_id = v_actor then
    raise exception 'Remove your own authenticator in Two-factor authentication above'
      using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.user_roles ur
    where ur.user_id = p_user_id and ur.role in ('admin', 'staff')
  ) then
    raise exception 'No staff member has this account' using errcode = 'P0002';
  end if;

  delete from auth.mfa_factors where user_id = p_user_id;
  get diagnostics v_removed = row_count;
  -- Whoever holds the lost device's sessions is signed out with them.
  delete from auth.sessions where user_id = p_user_id;

  insert into public.staff_security_events (action, actor_id, actor_email, subject_id, subject_email)
  select 'two_factor_reset', v_actor, (select email from auth.users where id = v_actor),
         p_user_id, (select email from auth.users where id = p_user_id);
  return v_removed;
end
$$;

-- The team's two-factor state, for staff: who has an authenticator, since when.
create or replace function public.admin_staff_two_factor()
returns table(user_id uuid, email text, role text, has_factor boolean, factor_since timestamp with time zone, is_you boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('see the team''s two-factor settings');
  return query
    select
      ur.user_id,
      u.email::text,
      ur.role,
      f.since is not null,
      f.since,
      ur.user_id = (select auth.uid())
    from public.user_roles ur
    join auth.users u on u.id = ur.user_id
    left join lateral (
      select min(mf.created_at) as since
      from auth.mfa_factors mf
      where mf.user_id = ur.user_id and mf.status = 'verified'
      having min(mf.created_at) is not null
    ) f on true
    where ur.role in ('admin', 'staff')
    order by ur.user_id = (select auth.uid()) desc, lower(u.email);
end
$$;

-- The admin's gate asks this before anything else: is the signed-in user staff, and what does
-- their account still need (a code at sign-in, or a factor before the company's rule lets them
-- in)? Readable by any signed-in user, about themselves only.
create or replace function public.my_two_factor_status()
returns table(is_staff_role boolean, has_factor boolean, required_for_all boolean, current_level text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1 from public.user_roles ur
      where ur.user_id = (select auth.uid()) and ur.role in ('admin', 'staff')
    ),
    private.has_verified_factor((select auth.uid())),
    private.staff_two_factor_required(),
    coalesce((select auth.jwt()) ->> 'aal', 'aal1')
$$;

create trigger site_settings_guard_staff_two_factor before update on public.site_settings
for each row execute function private.guard_staff_two_factor_setting();

-- ============================================================================================
-- supabase/schemas/90_access_rules_and_grants.sql
-- ============================================================================================

-- Who may do what: row-level security and its policies, then every privilege of every role
-- (supabase/schemas/README.md says why).

-- Row-level security on every table the Data API reaches: a table without a policy for a role
-- gives that role no rows at all.
alter table public.site_settings enable row level security;
alter table public.page_content enable row level security;
alter table public.villas enable row level security;
alter table public.villa_faqs enable row level security;
alter table public.villa_reviews enable row level security;
alter table public.bookings enable row level security;
alter table public.blocked_dates enable row level security;
alter table public.seasonal_pricing enable row level security;
alter table public.user_roles enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.notifications enable row level security;
alter table public.villa_calendar_exports enable row level security;
alter table public.villa_calendar_feeds enable row level security;
alter table public.villa_photos enable row level security;
alter table public.staff_security_events enable row level security;

create policy "staff read settings" on public.site_settings
for select to authenticated
using ((select public.is_staff()));

create policy "staff update settings" on public.site_settings
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read maintenance mode, site details and legal identity" on public.site_settings
for select to anon, authenticated
using ((setting_key = any (array['maintenance_mode'::text, 'contact_phone'::text, 'contact_email'::text, 'concierge_email'::text, 'contact_address'::text, 'office_hours_weekdays'::text, 'office_hours_saturday'::text, 'office_hours_sunday'::text, 'instagram_url'::text, 'facebook_url'::text, 'linkedin_url'::text, 'legal_company_name'::text, 'legal_form'::text, 'legal_share_capital'::text, 'legal_registered_office'::text, 'legal_rcs_number'::text, 'legal_rcs_city'::text, 'legal_vat_number'::text, 'legal_publication_director'::text, 'legal_host_name'::text, 'legal_host_address'::text, 'legal_host_phone'::text, 'legal_mediator_name'::text, 'legal_mediator_address'::text, 'legal_mediator_website'::text])));

create policy "visitors read active page content" on public.page_content
for select to anon, authenticated
using (is_active);

create policy "staff read all page content" on public.page_content
for select to authenticated
using ((select public.is_staff()));

create policy "staff update page content" on public.page_content
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villas" on public.villas
for select to anon, authenticated
using (is_active);

create policy "staff manage villas" on public.villas
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage villa faqs" on public.villa_faqs
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villa faqs" on public.villa_faqs
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_faqs.villa_id) and v.is_active)))));

create policy "staff manage villa reviews" on public.villa_reviews
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villa reviews" on public.villa_reviews
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_reviews.villa_id) and v.is_active)))));

create policy "staff read bookings" on public.bookings
for select to authenticated
using ((select public.is_staff()));

create policy "staff update booking status" on public.bookings
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "everyone submits booking requests" on public.bookings
for insert to anon, authenticated
with check ((status = 'pending'));

create policy "staff manage blocked dates" on public.blocked_dates
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage seasonal prices" on public.seasonal_pricing
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active seasonal prices" on public.seasonal_pricing
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = seasonal_pricing.villa_id) and v.is_active)))));

create policy "users read own role" on public.user_roles
for select to authenticated
using ((user_id = ( select auth.uid() as uid)));

create policy "staff read enquiries" on public.contact_submissions
for select to authenticated
using ((select public.is_staff()));

create policy "staff update enquiry status" on public.contact_submissions
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "everyone sends enquiries" on public.contact_submissions
for insert to anon, authenticated
with check ((status = 'unread'));

create policy "staff read notifications" on public.notifications
for select to authenticated
using ((select public.is_staff()));

create policy "staff read calendar export links" on public.villa_calendar_exports
for select to authenticated
using ((select public.is_staff()));

create policy "staff renew calendar export links" on public.villa_calendar_exports
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff read calendar feeds" on public.villa_calendar_feeds
for select to authenticated
using ((select public.is_staff()));

create policy "staff add calendar feeds" on public.villa_calendar_feeds
for insert to authenticated
with check ((select public.is_staff()));

create policy "staff edit calendar feeds" on public.villa_calendar_feeds
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff remove calendar feeds" on public.villa_calendar_feeds
for delete to authenticated
using ((select public.is_staff()));

create policy "visitors read photos of active villas" on public.villa_photos
for select to anon, authenticated
using ((exists ( select 1
   from public.villas v
  where ((v.id = villa_photos.villa_id) and v.is_active))));

create policy "staff manage villa photos" on public.villa_photos
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff read security events" on public.staff_security_events
for select to authenticated
using ((select public.is_staff()));

create policy "staff read assets" on storage.objects
for select to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())));

create policy "staff delete assets" on storage.objects
for delete to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())));

create policy "staff upload assets" on storage.objects
for insert to authenticated
with check (((bucket_id = 'assets'::text) and (select public.is_staff()) and (lower(storage.extension(name)) = any (array['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text, 'avif'::text, 'gif'::text]))));

create policy "staff replace assets" on storage.objects
for update to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())))
with check (((bucket_id = 'assets'::text) and (select public.is_staff()) and (lower(storage.extension(name)) = any (array['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text, 'avif'::text, 'gif'::text]))));

-- Privileges: nothing for anybody, then exactly the verbs each role needs. Hosted projects no
-- longer grant the API roles anything on new objects ("Default privileges for new entities" off),
-- and PostgreSQL itself gives PUBLIC execute on every new function: both are revoked first, so
-- what follows is the whole truth whatever the project's defaults.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- Tables and views.

grant select on table public.site_settings to anon, authenticated;

grant select, insert, update, delete on table public.site_settings to service_role;

grant select on table public.page_content to anon, authenticated;

grant select, insert, update, delete on table public.page_content to service_role;

grant select on table public.villas to anon;

grant select, insert, update, delete on table public.villas to authenticated, service_role;

grant select on table public.villa_faqs to anon;

grant select, insert, update, delete on table public.villa_faqs to authenticated, service_role;

grant select, insert, update, delete on table public.villa_reviews to authenticated, service_role;

grant insert on table public.bookings to anon;

grant select, insert on table public.bookings to authenticated;

grant select, insert, update, delete on table public.bookings to service_role;

grant select, insert, update, delete on table public.blocked_dates to authenticated, service_role;

grant select on table public.seasonal_pricing to anon;

grant select, insert, update, delete on table public.seasonal_pricing to authenticated, service_role;

grant select on table public.user_roles to authenticated;

grant select, insert, update, delete on table public.user_roles to service_role;

grant insert on table public.contact_submissions to anon;

grant select, insert on table public.contact_submissions to authenticated;

grant select, insert, update, delete on table public.contact_submissions to service_role;

grant select on table public.notifications to authenticated;

grant select, insert, update, delete on table public.notifications to service_role;

grant select on table public.villa_calendar_exports to authenticated;

grant select, insert, update, delete on table public.villa_calendar_exports to service_role;

grant select, delete on table public.villa_calendar_feeds to authenticated;

grant select, insert, update, delete on table public.villa_calendar_feeds to service_role;

grant select on table public.villa_photos to anon;

grant select, insert, update, delete on table public.villa_photos to authenticated, service_role;

grant select on table public.staff_security_events to authenticated;

grant select, insert, update, delete on table public.staff_security_events to service_role;

grant select on table public.villa_review_summaries to anon, authenticated, service_role;

-- Single columns: what a role may read or change where the whole row is not its to touch.

grant update (setting_value) on table public.site_settings to authenticated;

grant update (title, content, image_url) on table public.page_content to authenticated;

grant select (id, villa_id, guest_name, guest_location, review_text, display_order, is_active, created_at, rating, stay_month, is_verified, published_on) on table public.villa_reviews to anon;

grant update (status) on table public.bookings to authenticated;

grant update (status) on table public.contact_submissions to authenticated;

grant update (token, created_at) on table public.villa_calendar_exports to authenticated;

grant insert (villa_id, name, url) on table public.villa_calendar_feeds to authenticated;

grant update (name, url) on table public.villa_calendar_feeds to authenticated;

-- Functions: who may call each one (nobody else, not even PUBLIC).
-- The two preambles of the staff-only functions, which run as their caller.
grant usage on schema private to authenticated, service_role;
grant execute on function private.require_staff(p_can text) to authenticated, service_role;
grant execute on function private.require_page(p_limit integer, p_offset integer, p_rows text) to authenticated, service_role;

grant execute on function public.active_villa_count() to public, anon, authenticated, service_role;

grant execute on function public.admin_attention() to authenticated;

grant execute on function public.admin_block_days(p_villa_id uuid, p_from date, p_to date, p_reason text) to authenticated;

grant execute on function public.admin_blocked_periods(p_villa_id uuid, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_booking_counts(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text) to authenticated;

grant execute on function public.admin_bookings_matching(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text) to authenticated;

grant execute on function public.admin_bookings_page(p_status text, p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text, p_sort text, p_ascending boolean, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_held_for_review() to authenticated, service_role;

grant execute on function public.admin_message_counts(p_search text) to authenticated;

grant execute on function public.admin_messages_matching(p_form_type text, p_search text) to authenticated;

grant execute on function public.admin_messages_page(p_status text, p_form_type text, p_search text, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_nav_counts() to authenticated;

grant execute on function public.admin_notifications_page(p_status text, p_kind text, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_planner(p_from date, p_to date) to authenticated;

grant execute on function public.admin_regenerate_calendar_token(p_villa_id uuid) to authenticated;

grant execute on function public.admin_resend_notification(p_id uuid) to authenticated;

grant execute on function public.admin_reset_staff_two_factor(p_user_id uuid) to authenticated, service_role;

grant execute on function public.admin_season_summary(p_from date, p_to date) to authenticated;

grant execute on function public.admin_staff_two_factor() to authenticated, service_role;

grant execute on function public.admin_today() to authenticated;

grant execute on function public.admin_villa_booking_counts() to authenticated;

grant execute on function public.apply_calendar_feed(p_feed_id uuid, p_days date[], p_event_count integer) to service_role;

grant execute on function public.begin_notification_send(p_id uuid, p_claim_id uuid) to service_role;

grant execute on function public.booking_analytics(p_from date, p_to date) to authenticated;

grant execute on function public.booking_card_figures(p_day date) to authenticated;

grant execute on function public.calendar_export(p_token text) to service_role;

grant execute on function public.claim_notifications(p_max_count integer) to service_role;

grant execute on function public.complete_notification(p_id uuid, p_claim_id uuid, p_error text, p_provider_message_id text, p_subject text) to service_role;

grant execute on function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text) to anon, authenticated, service_role;

grant execute on function public.get_enquiry_receipt(p_enquiry_id uuid, p_email text) to anon, authenticated, service_role;

grant execute on function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date) to public, anon, authenticated, service_role;

grant execute on function public.get_villa_from_prices(p_villa_id uuid) to public, anon, authenticated, service_role;

grant execute on function public.get_villa_price_for_date(p_villa_id uuid, p_date date) to anon, authenticated, service_role;

grant execute on function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date) to anon, authenticated, service_role;

grant execute on function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date) to anon, authenticated, service_role;

grant execute on function public.is_staff() to authenticated, service_role;

grant execute on function public.my_two_factor_status() to authenticated, service_role;

grant execute on function public.nights_by_villa_month(p_from date, p_to date) to authenticated;

grant execute on function public.occupancy_rate(p_nights_booked numeric, p_nights_available numeric) to authenticated;

grant execute on function public.quote_stay(p_villa_id uuid, p_check_in date, p_check_out date, p_guests integer) to public, anon, authenticated, service_role;

grant execute on function public.record_calendar_feed_failure(p_feed_id uuid, p_error text) to service_role;

grant execute on function public.refresh_villa_from_prices() to service_role;

grant execute on function public.release_notifications(p_claim_id uuid, p_ids uuid[]) to service_role;

grant execute on function public.reorder_villa_photos(p_villa_id uuid, p_photo_ids uuid[]) to authenticated, service_role;

grant execute on function public.search_villas(p_check_in date, p_check_out date, p_guests integer) to public, anon, authenticated, service_role;

grant execute on function public.stay_is_free(p_villa_id uuid, p_check_in date, p_check_out date) to public, anon, authenticated, service_role;

grant execute on function public.stay_range(p_check_in date, p_check_out date, p_changeover public.villa_changeover) to public, anon, authenticated, service_role;

grant execute on function public.stay_rules_on(p_villa_id uuid, p_day date) to public, anon, authenticated, service_role;

grant execute on function public.valid_weekdays(p_days smallint[]) to public, anon, authenticated, service_role;

grant execute on function public.verify_maintenance_password(p_password text) to anon, authenticated;

grant execute on function public.villa_collection(p_destination text, p_guests integer, p_bedrooms integer, p_min_price numeric, p_max_price numeric, p_amenities text[], p_sort text, p_check_in date, p_check_out date) to public, anon, authenticated, service_role;

grant execute on function public.villa_destination(p_location text) to public, anon, authenticated, service_role;

grant execute on function public.villa_destinations() to public, anon, authenticated, service_role;

grant execute on function public.villa_from_price(p_villa_id uuid, p_base_price numeric, p_advance_notice_days integer, p_horizon_months integer, p_today date) to public, anon, authenticated, service_role;

grant execute on function public.villa_has_amenity(p_amenities text[], p_key text) to public, anon, authenticated, service_role;

grant execute on function public.weekday_names(p_days smallint[]) to public, anon, authenticated, service_role;

-- ============================================================================================
-- HAND-KEPT: data and jobs (a schema diff carries neither; copied from the rows the former
-- migrations left, without their generated ids and timestamps)
-- ============================================================================================

-- Site-wide settings: maintenance mode, the site's contact details and legal identity, the
-- email settings and the two-factor rule, with their starting values (the check triggers above
-- hold every later change to the same rules).
insert into public.site_settings (setting_key, setting_value) values
('maintenance_mode', 'false'),
  ('maintenance_password', ''),
  ('concierge_email', 'concierge@rivieravillas.com'),
  ('contact_address', 'Saint Raphaël, Côte d’Azur, France'),
  ('contact_email', 'contact@rivieravillas.com'),
  ('contact_phone', '+33 4 94 00 00 00'),
  ('facebook_url', ''),
  ('instagram_url', ''),
  ('linkedin_url', ''),
  ('office_hours_saturday', '10:00 AM-6:00 PM CET'),
  ('office_hours_sunday', 'Closed'),
  ('office_hours_weekdays', '9:00 AM-7:00 PM CET'),
  ('email_reply_to', 'contact@rivieravillas.com'),
  ('email_sender_name', 'Riviera Villas'),
  ('notification_staff_emails', 'contact@rivieravillas.com'),
  ('legal_company_name', 'Riviera Villas SAS'),
  ('legal_form', 'Simplified joint-stock company (société par actions simplifiée, SAS)'),
  ('legal_host_address', ''),
  ('legal_host_name', ''),
  ('legal_host_phone', ''),
  ('legal_mediator_address', ''),
  ('legal_mediator_name', ''),
  ('legal_mediator_website', ''),
  ('legal_publication_director', ''),
  ('legal_rcs_city', 'Fréjus'),
  ('legal_rcs_number', ''),
  ('legal_registered_office', 'Saint-Raphaël (83700), Var, France'),
  ('legal_share_capital', '€50,000'),
  ('legal_vat_number', ''),
  ('staff_two_factor_required', 'false');

-- The texts of the public pages (home, about, contact, legal pages…), edited on Page Content.
insert into public.page_content
  (page_slug, section_key, content_type, title, content, image_url, display_order, is_active)
values
('legal-notice', 'intro', 'text', 'Legal Notice', 'Who publishes and hosts this website, as article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN) requires.', null, 1, true),
  ('legal-notice', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2, true),
  ('legal-notice', 'publisher', 'text', 'Publisher', '{{company_name}}
Legal form: {{legal_form}}.
Share capital: {{share_capital}}.
Registered office: {{registered_office}}.
Trade and Companies Register: RCS {{rcs_city}} {{rcs_number}}.
Intra-community VAT number: {{vat_number}}.

Our email address and phone number are shown at the foot of this page.', null, 3, true),
  ('legal-notice', 'director', 'text', 'Director of publication', '{{publication_director}}, as the legal representative of {{company_name}}.', null, 4, true),
  ('legal-notice', 'hosting', 'text', 'Hosting', 'Database, staff sign-in and image storage: Supabase Pte. Ltd., Singapore (supabase.com), on servers in the European Union.

Web pages: {{host_name}}
{{host_address}}
Phone: {{host_phone}}', null, 5, true),
  ('legal-notice', 'intellectual_property', 'text', 'Intellectual property', 'The texts, photographs, illustrations, logo and design of this website belong to Riviera Villas or to the owners of the villas and are protected by intellectual property law. Any reproduction or use without our written permission is forbidden.', null, 6, true),
  ('legal-notice', 'liability', 'text', 'Liability', 'We take care to keep the information on this site accurate and up to date, but descriptions, photographs and prices are given for information and may change: only our written booking confirmation is binding. We are not responsible for the content of other websites linked from this one.', null, 7, true),
  ('legal-notice', 'personal_data', 'text', 'Personal data', 'How we collect and use your personal data, and your rights, are explained in our Privacy Notice. This site sets no advertising or audience-measurement cookies.', null, 8, true),
  ('legal-notice', 'mediation', 'text', 'Consumer mediation', 'Under article L612-1 of the French Consumer Code, if a dispute cannot be settled with our team, you may refer it free of charge to our consumer mediator.

{{mediator_name}}
{{mediator_address}}
{{mediator_website}}', null, 9, true),
  ('privacy', 'intro', 'text', 'Privacy Notice', 'How Riviera Villas collects and uses your personal data when you visit this website, send us a request or stay in one of our villas, how long we keep it, and the rights you have under the EU General Data Protection Regulation (GDPR) and the French Data Protection Act.', null, 1, true),
  ('privacy', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2, true),
  ('privacy', 'controller', 'text', '1. Who is responsible for your data', 'The data controller is {{company_name}}, whose details are given in our Legal Notice. For any question about your data, or to exercise your rights, write to us at the email address shown at the foot of this page. We answer within one month.', null, 3, true),
  ('privacy', 'data_collected', 'text', '2. What we collect', 'When you send a booking request: your name, email address, phone number (optional), the villa, your dates, the number of guests and any special requests.

When you send a general inquiry or a concierge request: your name, email address, phone number (optional) and your message.

When you stay with us: what we need to prepare and run your stay, such as arrival times, the guests’ names where the law requires them, payment and security deposit details, and the preferences you share with our concierge.

When you browse the site: the technical data your browser sends (IP address, browser type, pages requested), used only to keep the site secure and running. We use no advertising or audience-measurement tools.', null, 4, true),
  ('privacy', 'purposes', 'text', '3. Why we use it and on what legal basis', 'To answer your requests and to prepare, confirm and manage your booking: steps taken at your request before a contract, then the performance of that contract (GDPR article 6(1)(b)).

To keep accounting and tax records and to declare the tourist tax: our legal obligations (article 6(1)(c)).

To protect the site and our guests from fraud, spam and abuse, for example by limiting how many requests one email address or network address can send in a short time: our legitimate interest (article 6(1)(f)).

To send you news of our villas, only if you have asked for it: your consent, which you may withdraw at any time (article 6(1)(a)).', null, 5, true),
  ('privacy', 'recipients', 'text', '4. Who receives it', 'Your data is read only by the members of our team who handle bookings and enquiries and, for the part they need, by the owner of the villa you book and the providers of the services you ask our concierge to arrange.

Our technical providers process it on our behalf, under contracts that bind them to the GDPR: Supabase (database, staff sign-in and file storage), our web host and our email provider. We never sell your data.', null, 6, true),
  ('privacy', 'transfers', 'text', '5. Transfers outside the European Union', 'Your data is stored on servers in the European Union. Where a provider, or one of its subcontractors, can access it from outside the European Economic Area, the transfer is covered by an adequacy decision or by the European Commission’s standard contractual clauses.', null, 7, true),
  ('privacy', 'retention', 'text', '6. How long we keep it', '• Enquiries that do not lead to a booking: 3 years from our last exchange.
• Bookings and the related correspondence: the length of the contract, then 5 years, the limitation period for civil claims.
• Invoices and accounting records: 10 years, as the French Commercial Code requires.
• Records used to limit abuse of the forms: 24 hours.
• Technical logs of our hosting provider: no more than 90 days.', null, 8, true),
  ('privacy', 'security', 'text', '7. Security', 'Access to your data is limited to authorised staff with personal accounts; it travels encrypted (HTTPS), and the database itself decides who may read each record. No system is perfectly secure, but we review our measures regularly and, as the law requires, would inform you and the CNIL of any breach likely to put you at risk.', null, 9, true),
  ('privacy', 'cookies', 'text', '8. Cookies and browser storage', 'The public site sets no cookies and does not track you. While the site is closed for maintenance, entering the maintenance password keeps a single technical flag in your browser’s session storage, which disappears when you close the tab.

Our staff pages keep the sign-in session and a display preference in the browser. These are strictly necessary and need no consent.', null, 10, true),
  ('privacy', 'rights', 'text', '9. Your rights', 'You may ask to access your data, to correct or erase it, to restrict its use or to receive it in a portable format, and you may object to its use when it rests on our legitimate interest. You may also give instructions on what happens to your data after your death. We may ask for proof of identity before answering.

If you believe we have not respected your rights, you may complain to the CNIL (Commission Nationale de l’Informatique et des Libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr).', null, 11, true),
  ('privacy', 'changes', 'text', '10. Changes to this notice', 'We update this notice when our practices or the law change; the date at the top shows the current version.', null, 12, true),
  ('terms', 'intro', 'text', 'Terms of Booking', 'These terms apply to every stay booked with Riviera Villas. Please read them before you send a booking request: by confirming a booking, you accept them for yourself and for everyone staying with you.', null, 1, true),
  ('terms', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2, true),
  ('terms', 'scope', 'text', '1. Who we are and what these terms cover', '{{company_name}} (“Riviera Villas”, “we”) lets the villas of its collection on the French Riviera for holiday stays. These terms form the contract between us and the person who makes the booking (“you”, the lead guest), who must be at least 18 years old.

Each villa is let furnished, for a holiday stay of a fixed length; it may not be used as a main or second home. Services arranged by our concierge (private chefs, boats, transfers, excursions) follow their providers’ own conditions, which we send you with each quote.', null, 3, true),
  ('terms', 'booking_requests', 'text', '2. Booking requests and confirmation', 'A booking request sent from a villa’s page is not yet a booking. It does not hold the dates for you and lapses after 24 hours if we have not confirmed it. Within that time we check the villa’s availability and write to you to confirm or decline.

Your booking is confirmed once we have sent you our written confirmation and received the deposit described below. The confirmation states the villa, the dates, the number of guests and the full price of the stay.', null, 4, true),
  ('terms', 'prices', 'text', '3. Prices and tourist tax', 'Prices are per night, in euros, and include VAT where it applies, bed linen and towels, final cleaning and utilities in normal use. The price of a stay is the sum of the nightly prices of the nights booked; seasonal prices apply night by night.

The tourist tax (taxe de séjour) set by the town is not included: it is charged per adult and per night and collected with the balance. Concierge services, extra cleaning and other extras are quoted and paid separately.', null, 5, true),
  ('terms', 'deposit_payment', 'text', '4. Deposit and payment', 'A deposit of 30% of the price of the stay is due within 3 days of our confirmation, and the balance 60 days before arrival. For a booking made less than 60 days before arrival, the full price is due on confirmation.

We accept bank transfers and the major payment cards. If a payment is late we remind you in writing; if it is still unpaid 7 days after that reminder, we may cancel the booking, and the cancellation terms of section 6 apply.', null, 6, true),
  ('terms', 'security_deposit', 'text', '5. Security deposit', 'A refundable security deposit, stated in our confirmation for each villa, is taken by card pre-authorisation or bank transfer before arrival. It covers damage, missing items and exceptional cleaning.

It is released or refunded within 14 days of your departure, less any amounts justified by the inventory made at check-out and, where needed, by the invoices or quotes we send you.', null, 7, true),
  ('terms', 'cancellation', 'text', '6. Cancellation by you', 'You may cancel at any time by writing to us; the day we receive your message counts. Cancellation costs are:
• more than 60 days before arrival: the deposit (30% of the price of the stay);
• from 60 to 30 days before arrival: 50% of the price of the stay;
• fewer than 30 days before arrival, or if you do not arrive: the full price of the stay.

If we let the villa again for the same dates, we refund what you paid for the nights let again, less €250 of administration costs. A late arrival or an early departure gives no right to a refund. We strongly recommend cancellation and travel insurance.', null, 8, true),
  ('terms', 'cancellation_by_us', 'text', '7. Changes or cancellation by us', 'If an event beyond our control (fire, flood, serious damage, a decision of the authorities) makes the villa unfit for your stay, we tell you at once and offer a villa of the same or a higher standard for the same dates at no extra cost. If you decline it, we refund everything you paid within 14 days.

If we cancel a confirmed booking for any other reason, we refund everything you paid and add compensation equal to the cancellation costs you would have owed had you cancelled on that day.', null, 9, true),
  ('terms', 'stay', 'text', '8. Arrival, departure and guests', 'Check-in is from 4:00 PM and check-out by 10:00 AM, unless we agree otherwise in writing. A member of our team welcomes you at the villa, shows you the house and makes the inventory with you.

The number of guests, children and infants included, may never exceed the maximum stated on the villa’s page and in our confirmation. You may receive visitors during the day; parties and events need our written consent beforehand. Pets are welcome only in the villas that say so.', null, 10, true),
  ('terms', 'use_of_villa', 'text', '9. Use of the villa', 'You agree to use the villa with care, to follow its house rules, to respect the neighbours’ peace (in particular between 10:00 PM and 8:00 AM) and to observe local regulations, including the ban on fires and barbecues outside the equipped areas during the summer fire season. Smoking is allowed outdoors only. Please report any damage to us without delay.', null, 11, true),
  ('terms', 'liability', 'text', '10. Liability and insurance', 'You are responsible for damage caused by you and your guests during the stay and must hold holiday civil liability insurance (responsabilité civile villégiature) that covers it; many home insurance policies include it.

We are not liable for the loss or theft of personal belongings, nor for interruptions of utilities or services beyond our control, which we work to restore as quickly as possible. Children must be supervised at all times, especially around the pool.', null, 12, true),
  ('terms', 'withdrawal', 'text', '11. No right of withdrawal', 'Under article L221-28 12° of the French Consumer Code, the 14-day right of withdrawal does not apply to accommodation provided for a specific date or period. A confirmed booking can therefore only be cancelled on the terms of section 6.', null, 13, true),
  ('terms', 'disputes', 'text', '12. Complaints, mediation and applicable law', 'Please tell us about any problem during your stay so that we can put it right at once. Complaints after your stay should reach us in writing within 30 days of your departure.

If we cannot settle a dispute together, you may refer it free of charge to the consumer mediator named in our Legal Notice. These terms are governed by French law; a consumer keeps the protection of the mandatory rules of the country where they live.', null, 14, true),
  ('villa-detail', 'reviews_statement', 'text', 'How reviews are checked', 'The reviews on this page come from guests who stayed in the villa and wrote to us after their stay, by email or through our concierge; we publish them with their permission, under the name and home town they gave us. We do not pay for reviews or offer anything in return for them.

We publish every review we receive about a stay, positive or negative, without changing its words, unless it is abusive, is not about a stay in the villa, or reveals someone’s personal details; the date shown is the day it was published.

A review marked “Verified stay” is linked to a confirmed booking of this villa whose stay has ended; the others were sent to us directly and could not be matched to a booking in our system (for example a stay booked before it existed). The rating is the one the guest gave, out of 5; the average counts every published rating of the villa.', null, 2, true);

-- The public "assets" bucket of the villa photos and page images (also in supabase/config.toml
-- for `supabase start`): raster images only, 10 MiB at most.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('assets', 'assets', true, 10485760, '{image/jpeg,image/png,image/webp,image/avif,image/gif}'::text[])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Scheduled jobs (pg_cron, UTC): the outbox sweep every minute, expired requests' emails every
-- 5 minutes, the calendar feeds every 30 minutes, the stored "from" prices each night, and the
-- job history cleanup Supabase recommends.
select cron.schedule('send-emails', '* * * * *', $job$select private.invoke_edge_function('send-emails')$job$);
select cron.schedule('expire-request-emails', '*/5 * * * *', $job$select private.enqueue_expired_request_emails()$job$);
select cron.schedule('sync-calendars', '*/30 * * * *', $job$select private.sync_calendar_feeds()$job$);
select cron.schedule('refresh-from-prices', '5 0 * * *', $job$select public.refresh_villa_from_prices()$job$);
select cron.schedule('delete-job-run-details', '0 12 * * *', $job$DELETE FROM cron.job_run_details WHERE end_time < now() - interval '7 days'$job$);

reset check_function_bodies;
