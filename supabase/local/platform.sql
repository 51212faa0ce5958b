-- What a hosted Supabase project provides before our migrations run, as it is today (2026):
-- roles, the auth and storage schemas with their helper functions, the extensions schema, and
-- the privileges `postgres` (the role migrations run as) really has. Applied once per database
-- by the local stack, connected as the bootstrap superuser `supabase_admin`, on PGlite or on a
-- real PostgreSQL server. Sources: supabase/postgres migrations/db/init-scripts, supabase/auth
-- and supabase/storage migrations, supabase/cli's local start-up SQL.

-- Roles --------------------------------------------------------------------------------------
-- Roles belong to the cluster: a real server may already have them from another database.
do $$
declare
  name text;
begin
  foreach name in array array['postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
                              'supabase_auth_admin', 'supabase_storage_admin'] loop
    if not exists (select from pg_roles where rolname = name) then
      execute format('create role %I', name);
    end if;
  end loop;
end
$$;

-- `postgres` is not a superuser on hosted: it owns what the migrations create, and nothing of
-- the auth and storage services.
-- The API roles are `inherit` since 2023 (migration 20230529180330); authenticator is not.
alter role postgres nosuperuser createdb createrole replication bypassrls login inherit;
alter role anon nologin inherit nobypassrls;
alter role authenticated nologin inherit nobypassrls;
alter role service_role nologin inherit bypassrls;
alter role authenticator login noinherit;
alter role supabase_auth_admin login noinherit nocreaterole;
alter role supabase_storage_admin login noinherit createrole;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- The request time limits: PostgREST applies a role's settings in each request's transaction;
-- service_role has none of its own and keeps authenticator's.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;

-- The project database belongs to postgres, and so (pg_database_owner) does schema public.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
end
$$;

-- public: no default privileges for the API roles. Since 2026 hosted projects grant nothing on
-- new tables, sequences or functions to anon, authenticated or service_role ("Default
-- privileges for new entities" off; the CLI runs these very statements when
-- [api] auto_expose_new_tables = false). Every migration grants what the API may use.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- extensions: the contrib extensions every project has installed; the others (btree_gist,
-- pg_trgm, citext, unaccent, …) are created there by migrations (trusted, so postgres may).
create schema if not exists extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- auth ---------------------------------------------------------------------------------------
create schema auth authorization supabase_admin;
grant create, usage on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
set local role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

-- Deprecated claims settings first, then request.jwt.claims, exactly as GoTrue's migrations.
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on all functions in schema auth to postgres, anon, authenticated, service_role;
-- postgres reads and writes the auth tables, references them and puts triggers on them; it may
-- not create, alter or drop anything in auth (the Auth service owns it).
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
reset role;

-- storage ------------------------------------------------------------------------------------
create schema storage authorization supabase_admin;
grant create, usage on schema storage to supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
set local role supabase_storage_admin;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED'
    check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED'))
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language plpgsql stable as $$
begin
  return query
    select sum((metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$$;

create function storage.enforce_bucket_name_length() returns trigger language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

create function storage.update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Deleting object rows with SQL would orphan the stored files: only the Storage API, which sets
-- storage.allow_delete_query for its own statement, may delete them.
create function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
reset role;

-- The bytes of stored objects and other bookkeeping of the local stack: invisible to every
-- role but the superuser.
create schema local_stack;
create table local_stack.object_data (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);

-- Hosted lets postgres create, alter and drop policies, and drop triggers, on the auth and
-- storage tables it does not own (supautils' policy_grants and drop_trigger_grants). Vanilla
-- PostgreSQL needs ownership for that, so postgres is a member of the two owners here, and
-- these event triggers refuse every other change a member could make, with hosted's errors.
grant supabase_auth_admin, supabase_storage_admin to postgres;

create function local_stack.guard_platform_schemas() returns event_trigger
language plpgsql as $$
declare
  command record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  for command in select * from pg_event_trigger_ddl_commands() loop
    continue when command.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER');
    if command.schema_name in ('auth', 'storage') then
      if command.object_type = 'table' and command.command_tag <> 'CREATE TABLE' then
        raise exception 'must be owner of table %',
          split_part(command.object_identity, '.', 2) using errcode = '42501';
      end if;
      raise exception 'permission denied for schema %', command.schema_name
        using errcode = '42501';
    end if;
  end loop;
end
$$;

create function local_stack.guard_platform_drops() returns event_trigger
language plpgsql as $$
declare
  dropped record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  for dropped in select * from pg_event_trigger_dropped_objects() loop
    continue when dropped.object_type in ('policy', 'trigger');
    if dropped.schema_name in ('auth', 'storage') then
      raise exception 'must be owner of % %', dropped.object_type,
        coalesce(dropped.object_name, regexp_replace(dropped.object_identity, '^[^.]*\.|\(.*$', '', 'g'))
        using errcode = '42501';
    end if;
  end loop;
end
$$;

create event trigger guard_platform_schemas on ddl_command_end
  execute function local_stack.guard_platform_schemas();
create event trigger guard_platform_drops on sql_drop
  execute function local_stack.guard_platform_drops();

-- PostgREST reloads its schema cache on `NOTIFY pgrst, 'reload schema'`; hosted projects send it
-- after every DDL statement through these two event triggers (supabase/postgres init scripts).
create function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
declare
  command record;
begin
  for command in select * from pg_event_trigger_ddl_commands() loop
    if command.command_tag in (
      'CREATE SCHEMA', 'ALTER SCHEMA', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO',
      'ALTER TABLE', 'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE', 'CREATE VIEW', 'ALTER VIEW',
      'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW', 'CREATE FUNCTION',
      'ALTER FUNCTION', 'CREATE TRIGGER', 'CREATE TYPE', 'ALTER TYPE', 'CREATE RULE', 'COMMENT'
    ) and command.schema_name is distinct from 'pg_temp' then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end
$$;

create function extensions.pgrst_drop_watch() returns event_trigger language plpgsql as $$
declare
  dropped record;
begin
  for dropped in select * from pg_event_trigger_dropped_objects() loop
    if dropped.object_type in (
      'schema', 'table', 'foreign table', 'view', 'materialized view', 'function', 'trigger',
      'type', 'rule'
    ) and dropped.is_temporary is false then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end
$$;

create event trigger pgrst_ddl_watch on ddl_command_end
  execute function extensions.pgrst_ddl_watch();
create event trigger pgrst_drop_watch on sql_drop
  execute function extensions.pgrst_drop_watch();

-- vault (supabase_vault): secrets SQL may read, e.g. the project URL and key that scheduled jobs
-- call Edge Functions with. Hosted encrypts them with a key outside the database; the local
-- stack keeps them in plain text (they are the well-known local keys). Only postgres may use it.
create schema vault authorization supabase_admin;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at,
         updated_at
  from vault.secrets;
create function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '',
  new_key_id uuid default null
) returns uuid language sql security definer set search_path = '' as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;
create function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null
) returns void language sql security definer set search_path = '' as $$
  update vault.secrets
  set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
      description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
      updated_at = now()
  where id = secret_id
$$;
revoke all on all functions in schema vault from public;
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets to postgres with grant option;
grant select on vault.decrypted_secrets to postgres with grant option;
grant execute on all functions in schema vault to postgres with grant option;

-- pg_net: asynchronous HTTP from SQL. A call queues the request and returns its id; the request
-- leaves after the transaction commits (the local stack's worker, woken by the NOTIFY, sends
-- it) and its answer lands in net._http_response. Same tables, functions and grants as pg_net
-- on hosted (extensions.grant_pg_net_access).
create schema net authorization supabase_admin;
create table net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);
create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);
create function net._queue(
  method text, url text, params jsonb, headers jsonb, body bytea, timeout_milliseconds integer
) returns bigint language plpgsql security definer set search_path = '' as $$
declare
  full_url text := url;
  query text;
  request_id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'Invalid URL: %', coalesce(url, 'null') using errcode = '22023';
  end if;
  select string_agg(format('%s=%s', key, value), '&') into query
  from jsonb_each_text(coalesce(params, '{}'::jsonb));
  if query is not null then
    full_url := full_url || case when position('?' in full_url) > 0 then '&' else '?' end || query;
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, full_url, coalesce(headers, '{}'::jsonb), body, coalesce(timeout_milliseconds, 5000))
  returning id into request_id;
  perform pg_notify('local_stack_net', request_id::text);
  return request_id;
end
$$;
create function net.http_get(
  url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language sql security definer set search_path = '' as $$
  select net._queue('GET', url, params, headers, null, timeout_milliseconds)
$$;
create function net.http_post(
  url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language sql security definer set search_path = '' as $$
  select net._queue('POST', url, params, headers, convert_to(body::text, 'UTF8'),
                    timeout_milliseconds)
$$;
create function net.http_delete(
  url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000, body jsonb default null
) returns bigint language sql security definer set search_path = '' as $$
  select net._queue('DELETE', url, params, headers, convert_to(body::text, 'UTF8'),
                    timeout_milliseconds)
$$;
revoke all on all functions in schema net from public;
grant usage on schema net to postgres, anon, authenticated, service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer),
  net.http_post(text, jsonb, jsonb, jsonb, integer),
  net.http_delete(text, jsonb, jsonb, integer, jsonb)
  to postgres, anon, authenticated, service_role;
grant select on net._http_response to postgres;

-- pg_cron: jobs scheduled in SQL (`cron.schedule`), run by the local stack's scheduler as the
-- role that scheduled them, each run recorded in cron.job_run_details. Same tables, functions,
-- messages and grants as pg_cron on hosted (extensions.grant_pg_cron_access).
create schema cron authorization supabase_admin;
create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  unique (jobname, username)
);
create table cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

create function cron.check_schedule(schedule text) returns void language plpgsql
set search_path = '' as $$
declare
  -- minute, hour, day of month, month, day of week (0 and 7 are Sunday), as pg_cron's parser
  lows constant int[] := array[0, 0, 1, 1, 0];
  highs constant int[] := array[59, 23, 31, 12, 7];
  months constant text[] := array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep',
                                  'oct', 'nov', 'dec'];
  days constant text[] := array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  fields text[] := regexp_split_to_array(btrim(coalesce(schedule, '')), '\s+');
  valid boolean := array_length(fields, 1) = 5;
  field int := 0;
  item text;
  bound text;
  value int;
begin
  if schedule ~* '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
     or schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|hourly|midnight)\s*$' then
    return;
  end if;
  while valid and field < 5 loop
    field := field + 1;
    foreach item in array string_to_array(lower(fields[field]), ',') loop
      -- * | value | value-value, then an optional /step
      if item !~ '^(\*|[0-9a-z$]+(-[0-9a-z]+)?)(/[1-9][0-9]*)?$' then
        valid := false;
        exit;
      end if;
      foreach bound in array string_to_array(split_part(split_part(item, '/', 1), '-', 1) || '-' ||
                                             coalesce(nullif(split_part(split_part(item, '/', 1), '-', 2), ''), '*'), '-') loop
        continue when bound = '*';
        value := case
          when bound ~ '^[0-9]+$' then bound::int
          when field = 3 and bound = '$' then 31 -- the month's last day (pg_cron 1.5)
          when field = 4 then array_position(months, bound)
          when field = 5 then array_position(days, bound) - 1
        end;
        if value is null or value < lows[field] or value > highs[field] then
          valid := false;
        end if;
      end loop;
      exit when not valid;
    end loop;
  end loop;
  if not valid then
    raise exception 'invalid schedule: %', schedule
      using hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$$;

-- postgres may only read cron.job (hosted revokes its writes: supabase/postgres migration
-- 20231020085357): jobs change through these functions, which write as the platform and act
-- for the role that calls them — the session's SET ROLE (a migration's `postgres`, an API
-- request's role) or, without one, the session user.
create function cron.caller() returns text language sql stable set search_path = '' as $$
  select case when current_setting('role') = 'none' then session_user::text
              else current_setting('role') end
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  id bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (jobname, schedule, command, username)
  values (job_name, schedule, command, cron.caller())
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end
$$;
create function cron.schedule(schedule text, command text) returns bigint
language sql set search_path = '' as $$
  select cron.schedule(null::text, schedule, command)
$$;
create function cron.unschedule(job_name text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  delete from cron.job where jobname = job_name and username = cron.caller();
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
create function cron.unschedule(job_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  delete from cron.job where jobid = job_id and username = cron.caller();
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;
create function cron.alter_job(
  job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null
) returns void language plpgsql security definer set search_path = '' as $$
begin
  if alter_job.schedule is not null then
    perform cron.check_schedule(alter_job.schedule);
  end if;
  update cron.job j
  set schedule = coalesce(alter_job.schedule, j.schedule),
      command = coalesce(alter_job.command, j.command),
      database = coalesce(alter_job.database, j.database),
      username = coalesce(alter_job.username, j.username),
      active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and j.username = cron.caller();
  if not found then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
end
$$;
-- The scheduler reloads its jobs when they change.
create function cron.jobs_changed() returns trigger language plpgsql set search_path = '' as $$
begin
  perform pg_notify('local_stack_cron', '');
  return null;
end
$$;
create trigger jobs_changed after insert or update or delete or truncate on cron.job
  for each statement execute function cron.jobs_changed();

revoke all on all functions in schema cron from public;
grant usage on schema cron to postgres with grant option;
grant all on all tables in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
grant all on all sequences in schema cron to postgres with grant option;
grant execute on all functions in schema cron to postgres with grant option;

-- Which platform built this database: a data folder from an older platform must be reset.
create table local_stack.platform (version integer not null);
insert into local_stack.platform (version) values (5);
