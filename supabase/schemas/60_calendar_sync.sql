-- Calendar sync with Airbnb, Booking.com and Vrbo: each villa's iCal export token, the imported
-- feeds and how their nights become blocked days.
set check_function_bodies = off;

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
  -- Why the last sync failed: the English sentence (the spec's language, and all older rows
  -- have), and the code with its details that the admin words in each staff member's language
  -- (supabase/functions/sync-calendars/feed-errors.ts; 'unknown': the sentence is all there is).
  last_error text,
  last_error_code text,
  last_error_params jsonb default '{}'::jsonb not null,
  last_event_count integer,
  blocked_day_count integer,
  conflicts jsonb default '[]'::jsonb not null,
  empty_since timestamp with time zone,
  constraint villa_calendar_feeds_pkey primary key (id),
  constraint villa_calendar_feeds_villa_id_url_key unique (villa_id, url),
  constraint villa_calendar_feeds_last_error_check check ((char_length(last_error) <= 1000)),
  constraint villa_calendar_feeds_last_error_code_check check ((last_error_code ~ '^[a-z_]{1,40}$'::text)),
  constraint villa_calendar_feeds_last_error_params_check check ((jsonb_typeof(last_error_params) = 'object'::text)),
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
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_last date := ((now() at time zone 'Europe/Paris')::date + interval '2 years')::date;
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
      set last_attempt_at = now(), last_error = v_message, last_error_code = 'came_back_empty',
        last_error_params = jsonb_build_object('count', v_owned), empty_since = now()
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
    last_error_code = null, last_error_params = '{}'::jsonb,
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
  v_from date := (now() at time zone 'Europe/Paris')::date - 365;
  v_to date := (now() at time zone 'Europe/Paris')::date + 731;
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

-- A failed fetch or parse: the error (its English sentence, its code and details) and the
-- attempt are recorded; nothing else changes.
create or replace function public.record_calendar_feed_failure(p_feed_id uuid, p_error text, p_code text default 'unknown', p_params jsonb default '{}'::jsonb)
returns void
language sql
set search_path = ''
as $$
  update public.villa_calendar_feeds
  set last_attempt_at = now(),
    last_error = left(coalesce(nullif(btrim(p_error), ''), 'Unknown error'), 1000),
    last_error_code = coalesce(p_code, 'unknown'),
    last_error_params = case when jsonb_typeof(p_params) = 'object' then p_params else '{}'::jsonb end
  where id = p_feed_id
$$;

create trigger villa_calendar_feeds_check before insert or update of name, url on public.villa_calendar_feeds
for each row execute function private.check_calendar_feed();

create trigger villa_calendar_feeds_rename_days after update of name on public.villa_calendar_feeds for each row when ((old.name is distinct from new.name)) execute function private.rename_calendar_feed_days();

create trigger villas_create_calendar_export after insert on public.villas
for each row execute function private.create_villa_calendar_export();
