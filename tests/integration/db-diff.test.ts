import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDatabase, sqlFiles } from '../../scripts/lib/db-diff/build.ts'
import { diffDatabases, migrationTo } from '../../scripts/lib/db-diff/diff.ts'
import { findBinDir, startCluster } from '../../scripts/lib/postgres-cluster.mjs'

// `npm run db:diff` (issue 19, point 1): the migrations and supabase/schemas build the same
// database, and the diff sees what a schema change is made of, privileges and comments included
// (migra alone compares only tables' privileges). Always on a real PostgreSQL server: the one of
// `with-postgres` when it runs, else a throw-away cluster of its own.

let clusterUrl: string
let stop = () => {}
let workdir: string

beforeAll(async () => {
  workdir = await mkdtemp(join(tmpdir(), 'db-diff-'))
  if (process.env.LOCAL_STACK_DB_URL) {
    clusterUrl = process.env.LOCAL_STACK_DB_URL
    return
  }
  const binDir = findBinDir()
  if (!binDir) throw new Error('db:diff needs PostgreSQL installed (apt-get install postgresql)')
  const cluster = await startCluster(binDir)
  clusterUrl = cluster.url
  stop = cluster.stop
})
afterAll(async () => {
  stop()
  await rm(workdir, { recursive: true, force: true })
})

let databases = 0
/** A database built from one SQL file (platform first, then the file as `postgres`). */
async function databaseOf(sql: string) {
  databases += 1
  const file = join(workdir, `${databases}.sql`)
  await writeFile(file, sql)
  return buildDatabase(clusterUrl, `db_diff_test_${process.pid}_${databases}`, [file])
}

const BASE = `
  create table public.notes (id int primary key, body text not null);
  create function public.note_count() returns bigint language sql stable set search_path = ''
    as $$ select count(*) from public.notes $$;
  revoke all on function public.note_count() from public;
  grant execute on function public.note_count() to authenticated;
  comment on column public.notes.body is 'What the note says.';
`

describe('npm run db:diff', () => {
  it('finds the migrations and supabase/schemas the same database', async () => {
    const migrated = await buildDatabase(
      clusterUrl,
      `db_diff_test_${process.pid}_migrations`,
      await sqlFiles('supabase/migrations'),
    )
    const declared = await buildDatabase(
      clusterUrl,
      `db_diff_test_${process.pid}_schemas`,
      await sqlFiles('supabase/schemas'),
    )
    expect(await diffDatabases(migrated, declared)).toBe('')
  }, 120_000)

  it('finds nothing between two databases built alike', async () => {
    expect(await diffDatabases(await databaseOf(BASE), await databaseOf(BASE))).toBe('')
  })

  it('writes a changed function body, a new column and a policy', async () => {
    const changed = BASE.replace('select count(*)', 'select count(*) * 1').concat(`
      alter table public.notes add column author text;
      alter table public.notes enable row level security;
      create policy "staff read notes" on public.notes for select to authenticated using (true);
    `)
    const sql = await diffDatabases(await databaseOf(BASE), await databaseOf(changed))
    expect(sql).toMatch(/create or replace function public\.note_count\(\)[\s\S]*count\(\*\) \* 1/i)
    expect(sql).toContain('alter table "public"."notes" add column "author" text')
    expect(sql).toContain('create policy "staff read notes"')
  })

  it('writes the function, column and schema privileges and the comments migra leaves out', async () => {
    const changed = BASE.replace(
      'grant execute on function public.note_count() to authenticated;',
      'grant execute on function public.note_count() to anon;',
    )
      .replace("'What the note says.'", "'The words of the note.'")
      .concat('grant update (body) on public.notes to authenticated;')
    const sql = await diffDatabases(await databaseOf(BASE), await databaseOf(changed))
    expect(sql.split('\n\n')).toEqual([
      'revoke execute on function public.note_count() from authenticated;',
      'grant execute on function public.note_count() to anon;',
      'grant update (body) on table public.notes to authenticated;',
      "comment on column public.notes.body is 'The words of the note.';",
    ])
  })

  it("writes a parameter's new default, which migra misses when the body is the same", async () => {
    const withDefault = (zone: string) =>
      BASE.concat(`
        create function public.notes_since(p_day date default ((now() at time zone '${zone}'::text))::date)
          returns bigint language sql stable set search_path = ''
          as $$ select count(*) from public.notes where p_day is not null $$;
      `)
    const sql = await diffDatabases(
      await databaseOf(withDefault('utc')),
      await databaseOf(withDefault('Europe/Paris')),
    )
    expect(sql).toMatch(
      /create or replace function public\.notes_since\(p_day date default \(\(now\(\) at time zone 'Europe\/Paris'::text\)\)::date\)/i,
    )
  })

  it("keeps a new private function from PUBLIC, as the schema's revoke on all its functions does", async () => {
    // One diff creates the function, which PostgreSQL makes executable by PUBLIC; the schema
    // files' `revoke all on all functions in schema private` takes it back only if run again.
    const schema = 'create schema private; revoke all on schema private from public;'
    const trigger = `
      create function private.touch() returns trigger language plpgsql set search_path = ''
        as $$ begin return new; end $$;
      revoke all on all functions in schema private from public;
    `
    databases += 1
    const baseFile = join(workdir, `${databases}.sql`)
    await writeFile(baseFile, BASE + schema)
    const before = await buildDatabase(clusterUrl, `db_diff_test_${process.pid}_${databases}`, [
      baseFile,
    ])
    const declared = await databaseOf(BASE + schema + trigger)
    expect(await diffDatabases(before, declared)).not.toContain('revoke')
    const sql = await migrationTo(clusterUrl, [baseFile], declared, before)
    expect(sql).toContain('revoke execute on function private.touch() from public;')
  })

  it('writes a new signature as drop and create, with no revoke on the dropped function', async () => {
    // A revoke on the old signature after migra's drop failed: "function … does not exist".
    const wider = BASE.replaceAll('public.note_count()', 'public.note_count(integer)').replace(
      'create function public.note_count(integer)',
      'create function public.note_count(p_min integer default 0)',
    )
    databases += 1
    const baseFile = join(workdir, `${databases}.sql`)
    await writeFile(baseFile, BASE)
    const before = await buildDatabase(clusterUrl, `db_diff_test_${process.pid}_${databases}`, [
      baseFile,
    ])
    const sql = await migrationTo(clusterUrl, [baseFile], await databaseOf(wider), before)
    expect(sql).toMatch(/drop function if exists "public"\."note_count"\(\)/)
    expect(sql).not.toContain('revoke execute on function public.note_count() ')
    expect(sql).toContain(
      'grant execute on function public.note_count(p_min integer) to authenticated;',
    )
  })

  it("writes a view's security_invoker, which decides whose row-level security applies", async () => {
    const view = 'create view public.note_bodies as select body from public.notes;'
    const invoker = view.replace('as select', 'with (security_invoker = true) as select')
    const sql = await diffDatabases(await databaseOf(BASE + view), await databaseOf(BASE + invoker))
    expect(sql).toContain('alter view public.note_bodies set (security_invoker=true);')
  })
})
