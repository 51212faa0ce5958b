-- The database of Riviera Villas as it is now, one object per definition, in the order the files
-- apply from nothing (file name order, the same as `schema_paths` in supabase/config.toml).
-- Read supabase/schemas/README.md first: why the functions are security definer, why each one
-- sets `search_path = ''`, who may do what. Change a file here, then `npm run db:diff -- <name>`
-- writes the migration.
--
-- Functions are created before the tables they read in later files (a SQL function's body is
-- checked when it runs, as in `supabase db dump`/pg_dump output): each file may then be read on
-- its own, and no order of definitions has to be invented across domains.
set check_function_bodies = off;

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
-- A furnished tourist rental's official classification (meublé de tourisme, 1 to 5 stars), which
-- sets its tourist-tax rate; 'unclassified' pays a percentage of the nightly price instead.
create type public.villa_classification as enum ('unclassified', '1_star', '2_stars', '3_stars', '4_stars', '5_stars');
-- How an optional extra or a fee is counted: once per stay, per night, or per guest.
create type public.charge_unit as enum ('per_stay', 'per_night', 'per_guest');
-- Discounts: a stay of at least N nights, booked at least N days ahead, or at most N days ahead.
create type public.discount_kind as enum ('length_of_stay', 'early_bird', 'last_minute');
