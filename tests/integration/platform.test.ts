import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { ENGINE, clientFor, createUser, signedIn, startStack } from './support/local-stack.ts'

// What a project's migrations meet on today's hosted Supabase, checked on both engines: they run
// as `postgres`, which is no superuser; auth and storage belong to their services; nothing in
// public is exposed to the API roles unless a migration grants it.

const PROJECT_MIGRATION = `
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text
);
create function public.create_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, email) values (new.id, new.email);
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.create_profile();

insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);
create policy "users upload avatars" on storage.objects
  for insert to authenticated with check (bucket_id = 'avatars');
create function public.note_upload() returns trigger language plpgsql as $$
begin
  return new;
end
$$;
create trigger note_upload after insert on storage.objects
  for each row execute function public.note_upload();

create extension if not exists pg_trgm with schema extensions;

-- Granted nothing: hosted exposes none of these to anon, authenticated or service_role.
create table public.notes (id int primary key, body text);
alter table public.notes enable row level security;
create policy "everyone reads notes" on public.notes for select using (true);
insert into public.notes values (1, 'hidden by privileges, not by RLS');
create function public.secret_sum(a int, b int) returns int language sql as $$ select a + b $$;

create function public.timeout_setting() returns text language sql stable as
  $$ select current_setting('statement_timeout') $$;
create function public.sleep_for(seconds float8) returns text language sql volatile as
  $$ select pg_sleep(seconds)::text $$;
grant execute on function public.timeout_setting() to anon, authenticated, service_role;
grant execute on function public.sleep_for(float8) to anon;
`

async function project(files: Record<string, string>): Promise<string> {
  const workdir = await mkdtemp(join(tmpdir(), 'riviera-platform-'))
  await mkdir(join(workdir, 'supabase', 'migrations'), { recursive: true })
  for (const [name, sql] of Object.entries(files)) {
    await writeFile(join(workdir, 'supabase', 'migrations', name), sql)
  }
  return workdir
}

let workdir: string
let stack: Stack

beforeAll(async () => {
  workdir = await project({ '20260101000000_project.sql': PROJECT_MIGRATION })
  stack = await startStack({ workdir })
})
afterAll(async () => {
  await stack?.stop()
  await rm(workdir, { recursive: true, force: true })
})

/** Runs SQL as the migrations do (role postgres); resolves to the Postgres error, or null. */
async function asMigrator(sql: string): Promise<{ code: string; message: string } | null> {
  try {
    await stack.db.pg.transaction(async (tx) => {
      await tx.exec('set local role postgres')
      await tx.exec(sql)
      throw new Error('rollback')
    })
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return message === 'rollback' ? null : { code: code ?? '', message }
  }
  return null
}

describe('roles', () => {
  it('runs migrations as postgres, not a superuser, owning what they create', async () => {
    const { rows } = await stack.db.pg.query<Record<string, unknown>>(`
      select (select rolsuper from pg_roles where rolname = 'postgres') as postgres_is_super,
             (select rolbypassrls from pg_roles where rolname = 'postgres') as postgres_bypasses_rls,
             current_user as services_connect_as,
             (select tableowner from pg_tables where tablename = 'profiles') as profiles_owner,
             (select tableowner from pg_tables where schemaname = 'storage' and tablename = 'objects')
               as objects_owner,
             (select tableowner from pg_tables where schemaname = 'auth' and tablename = 'users')
               as users_owner`)
    expect(rows[0]).toEqual({
      postgres_is_super: false,
      postgres_bypasses_rls: true,
      services_connect_as: 'supabase_admin',
      profiles_owner: 'postgres',
      objects_owner: 'supabase_storage_admin',
      users_owner: 'supabase_auth_admin',
    })
  })

  it('gives the API roles PostgREST-applied statement timeouts (anon 3 s, others 8 s)', async () => {
    const timeouts: Record<string, unknown> = {}
    timeouts.anon = (await clientFor(stack, stack.anonKey).rpc('timeout_setting')).data
    timeouts.service_role = (
      await clientFor(stack, stack.serviceRoleKey).rpc('timeout_setting')
    ).data
    await createUser(stack, 'timeouts@example.com', 'timeouts-password')
    const user = await signedIn(stack, 'timeouts@example.com', 'timeouts-password')
    timeouts.authenticated = (await user.rpc('timeout_setting')).data
    expect(timeouts).toEqual({ anon: '3s', service_role: '8s', authenticated: '8s' })
  })

  it(`ends an anonymous statement after 3 s on PostgreSQL (${ENGINE} run)`, async () => {
    const started = performance.now()
    const { error } = await clientFor(stack, stack.anonKey).rpc('sleep_for', { seconds: 4 })
    const seconds = (performance.now() - started) / 1000
    if (ENGINE === 'postgres') {
      expect(error?.code).toBe('57014')
      expect(error?.message).toBe('canceling statement due to statement timeout')
      expect(seconds).toBeLessThan(3.9)
    } else {
      // PGlite runs single-threaded in WebAssembly and cannot interrupt a running statement.
      expect(error).toBeNull()
      expect(seconds).toBeGreaterThanOrEqual(4)
    }
  })
})

describe('what a migration may do in auth and storage', () => {
  it('references auth.users and runs its own trigger when the Auth service adds a user', async () => {
    const userId = await createUser(stack, 'profile@example.com', 'profile-password')
    const { rows } = await stack.db.pg.query(
      'select id, email from public.profiles where id = $1',
      [userId],
    )
    expect(rows).toEqual([{ id: userId, email: 'profile@example.com' }])
  })

  it('writes policies and triggers on storage.objects and creates buckets', async () => {
    const { rows } = await stack.db.pg.query<{ kind: string; name: string }>(`
      select 'policy' as kind, policyname::text as name from pg_policies
        where schemaname = 'storage' and tablename = 'objects'
      union all
      select 'trigger', tgname::text from pg_trigger
        where tgrelid = 'storage.objects'::regclass and tgname = 'note_upload'
      union all
      select 'bucket', id from storage.buckets where id = 'avatars'
      order by 1, 2`)
    expect(rows).toEqual([
      { kind: 'bucket', name: 'avatars' },
      { kind: 'policy', name: 'users upload avatars' },
      { kind: 'trigger', name: 'note_upload' },
    ])
  })

  it.each([
    ['create table auth.sessions_copy (id int)', '42501', 'permission denied for schema auth'],
    ['create table storage.notes (id int)', '42501', 'permission denied for schema storage'],
    ['alter table auth.users add column nickname text', '42501', 'must be owner of table users'],
    ['alter table storage.objects add column tag text', '42501', 'must be owner of table objects'],
    [
      'alter table storage.objects disable row level security',
      '42501',
      'must be owner of table objects',
    ],
    ['alter table storage.objects owner to postgres', '42501', undefined],
    ['alter table auth.users owner to postgres', '42501', undefined],
    ['drop function storage.filename(text)', '42501', 'must be owner of function filename'],
    [
      'delete from storage.objects',
      '42501',
      'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    ],
    ['alter role postgres superuser', '42501', undefined],
  ])('refuses %s with SQLSTATE %s, as hosted does', async (sql, code, message) => {
    const error = await asMigrator(sql)
    expect(error?.code).toBe(code)
    if (message) expect(error?.message).toBe(message)
  })

  it('stops start-up at a migration that creates a table in auth, naming the file', async () => {
    const broken = await project({
      '20260101000000_auth_table.sql': 'create table auth.user_notes (id int primary key);',
    })
    try {
      await expect(startStack({ workdir: broken })).rejects.toMatchObject({
        code: '42501',
        message:
          'supabase/migrations/20260101000000_auth_table.sql: permission denied for schema auth',
      })
    } finally {
      await rm(broken, { recursive: true, force: true })
    }
  })
})

describe('no default privileges in public', () => {
  it.each([
    ['anon', () => stack.anonKey],
    ['service_role', () => stack.serviceRoleKey],
  ])('refuses %s a table no migration granted', async (_role, key) => {
    const notes = await clientFor(stack, key()).from('notes').select('*')
    expect(notes.error?.code).toBe('42501')
    expect(notes.error?.message).toBe('permission denied for table notes')
  })

  it('still lets anyone call a new function through PUBLIC, as PostgreSQL itself does', async () => {
    // The revoked default privileges name the API roles only; PUBLIC's EXECUTE on new functions
    // is PostgreSQL's own default. Hence our grants migration revokes it from PUBLIC explicitly.
    const sum = await clientFor(stack, stack.anonKey).rpc('secret_sum', { a: 1, b: 2 })
    expect(sum).toMatchObject({ data: 3, error: null })
  })

  it('leaves no default privileges for postgres-created objects to the API roles', async () => {
    const { rows } = await stack.db.pg.query<{ grantee: string }>(`
      select distinct (aclexplode(d.defaclacl)).grantee::regrole::text as grantee
      from pg_default_acl d
      join pg_namespace n on n.oid = d.defaclnamespace and n.nspname = 'public'
      where d.defaclrole = 'postgres'::regrole`)
    const grantees = rows.map((row) => row.grantee)
    expect(grantees).not.toContain('anon')
    expect(grantees).not.toContain('authenticated')
    expect(grantees).not.toContain('service_role')
  })
})
