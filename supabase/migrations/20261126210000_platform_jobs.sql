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

-- Calls an Edge Function of this project, asynchronously: the request leaves when the calling
-- transaction commits, so a trigger can ask for work without waiting for it (or failing with
-- it). The project URL and the key come from the vault — per environment, never in a migration:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');
-- (the local stack stores its own at start). Without them nothing is sent: a warning, no error,
-- and the scheduled sweeps do the work once they are set.
create function private.invoke_edge_function(function_name text, body jsonb default '{}'::jsonb)
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

revoke execute on function private.invoke_edge_function(text, jsonb) from public, anon, authenticated, service_role;
