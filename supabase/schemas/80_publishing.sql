-- Publishing (issue 23): the public pages are prerendered from this database when the site is
-- built, so a staff change reaches them only through a new build. Triggers note every change to
-- what those pages show; the scheduled job `publish-site` calls the static host's deploy hook
-- once the edits have settled.
set check_function_bodies = off;

-- One row, written by the first change: how many changes the public pages' content has had and
-- when the last one came, and how many of them the last build request covered.
create table private.site_content_changes (
  id boolean default true not null,
  changes bigint not null,
  changed_at timestamp with time zone not null,
  built_changes bigint default 0 not null,
  build_requested_at timestamp with time zone,
  -- pg_net's request (its answer: net._http_response); null when the vault had no hook.
  build_request_id bigint,
  constraint site_content_changes_pkey primary key (id),
  constraint site_content_changes_one_row check (id)
);

-- After each statement on a table the public pages show (the triggers below): one row update,
-- and none for a statement that touched no row (the nightly from-price refresh mostly changes
-- nothing). Security definer: staff may not write private tables. It never fails nor holds up the
-- staff write: another transaction holding the row for more than 200 ms (the lock_timeout, under
-- the deadlock check's 1 s) is itself a change noted, whose build comes two minutes later; this
-- statement then skips with a warning.
create or replace function private.note_site_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
set lock_timeout = '200ms'
as $$
begin
  if exists (select from changed_rows) then
    begin
      insert into private.site_content_changes as c (changes, changed_at)
      values (1, clock_timestamp())
      on conflict (id) do update set changes = c.changes + 1, changed_at = excluded.changed_at;
    exception when others then
      raise warning 'Change to % not noted for the site''s next build: %', tg_table_name, sqlerrm;
    end;
  end if;
  return null;
end
$$;

-- The job `publish-site`, every minute: once the content changed and nothing more for two
-- minutes (staff save a villa's texts, photos and FAQs one after another: one build for the
-- burst), asks the static host to rebuild by POSTing to its deploy hook, read from the vault
-- (per environment, never in a migration):
--   select vault.create_secret('<deploy hook URL>', 'site_deploy_hook');
-- Without it nothing is sent: one warning per burst of changes, no error. A transaction still
-- writing content holds the row: the update waits for it, then sees its change as recent.
create or replace function private.request_site_build()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hook text;
  v_request bigint;
begin
  update private.site_content_changes c
  set built_changes = c.changes, build_requested_at = now(), build_request_id = null
  where c.changes > c.built_changes and c.changed_at <= now() - interval '2 minutes';
  if not found then
    return null;
  end if;
  select decrypted_secret into v_hook from vault.decrypted_secrets where name = 'site_deploy_hook';
  if v_hook is null then
    raise warning 'The site was not rebuilt: the vault has no site_deploy_hook secret';
    return null;
  end if;
  v_request := net.http_post(
    url := v_hook,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json'),
    timeout_milliseconds := 30000
  );
  update private.site_content_changes set build_request_id = v_request;
  return v_request;
end
$$;

-- Each table a public page reads (src/config/early-requests.ts, src/app/router.tsx): the site's
-- settings (contact details, legal identity, maintenance mode), page texts, villas (their
-- collection, count, destinations and "from" price), photos, FAQs, reviews and seasons (which
-- set the from price). One trigger per operation: a transition table allows only one.
create trigger site_settings_inserted_note_site_change after insert on public.site_settings referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger site_settings_updated_note_site_change after update on public.site_settings referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger site_settings_deleted_note_site_change after delete on public.site_settings referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger page_content_inserted_note_site_change after insert on public.page_content referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger page_content_updated_note_site_change after update on public.page_content referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger page_content_deleted_note_site_change after delete on public.page_content referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villas_inserted_note_site_change after insert on public.villas referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villas_updated_note_site_change after update on public.villas referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villas_deleted_note_site_change after delete on public.villas referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_photos_inserted_note_site_change after insert on public.villa_photos referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_photos_updated_note_site_change after update on public.villa_photos referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_photos_deleted_note_site_change after delete on public.villa_photos referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_faqs_inserted_note_site_change after insert on public.villa_faqs referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_faqs_updated_note_site_change after update on public.villa_faqs referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_faqs_deleted_note_site_change after delete on public.villa_faqs referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_reviews_inserted_note_site_change after insert on public.villa_reviews referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_reviews_updated_note_site_change after update on public.villa_reviews referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger villa_reviews_deleted_note_site_change after delete on public.villa_reviews referencing old table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger seasonal_pricing_inserted_note_site_change after insert on public.seasonal_pricing referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger seasonal_pricing_updated_note_site_change after update on public.seasonal_pricing referencing new table as changed_rows
for each statement execute function private.note_site_content_change();

create trigger seasonal_pricing_deleted_note_site_change after delete on public.seasonal_pricing referencing old table as changed_rows
for each statement execute function private.note_site_content_change();
