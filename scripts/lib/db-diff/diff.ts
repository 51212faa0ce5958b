import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@pgkit/client'
import { run } from '@pgkit/migra'
import pg from 'pg'
import { buildDatabase } from './build.ts'

/** Schemas the project's SQL lives in, or touches (policies on storage.objects, cron jobs). */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations', 'local_stack')`

/**
 * Statements that turn database `from` into database `to`: migra's (tables, columns, constraints,
 * indexes, views, types, functions, triggers, policies, row-level security, extensions, and the
 * table privileges it reads from information_schema), then what migra does not compare but the
 * schema files say: EXECUTE on functions, privileges on sequences, schemas, views and single
 * columns, views' options (security_invoker), comments and owners.
 */
export async function diffDatabases(from: string, to: string): Promise<string> {
  // Clients of our own, quiet: pg-promise warns whenever a second one is created.
  const quiet = { pgpOptions: { initialize: { noWarnings: true } } }
  const [before, after] = [createClient(from, quiet), createClient(to, quiet)]
  let migration
  try {
    migration = await run(before, after, { unsafe: true, withPrivileges: true })
  } finally {
    await Promise.all([before.end(), after.end()])
  }
  const statements = [typesFirst(migration.sql.trim())]
  statements.push(...(await changedDefaults(from, to, migration.sql)))
  statements.push(...(await extraStatements(from, to)))
  return statements.filter((statement) => statement.length > 0).join('\n\n')
}

/**
 * migra writes a new type after the functions that return it, and creating such a function then
 * fails ("type ... does not exist"). It writes each `create type` on one line and a type needs only
 * types, so those lines go first, in migra's order.
 */
export function typesFirst(sql: string): string {
  const types = sql.match(/^create type [^\n]*;$/gm) ?? []
  if (types.length === 0) return sql
  const rest = sql.replace(/^create type [^\n]*;\n?/gm, '')
  return [...types, '', rest].join('\n')
}

/**
 * The whole migration from the database `files` build to `declared`: the diff, then the diff
 * again from a database with it applied, until nothing is left. One diff cannot see what a new
 * object gets when it is created: a new function is executable by PUBLIC until a schema-wide
 * `revoke ... on all functions in schema` is run again, which only a second round finds.
 */
export async function migrationTo(
  clusterUrl: string,
  files: string[],
  declared: string,
  from: string,
): Promise<string> {
  const workdir = await mkdtemp(join(tmpdir(), 'db-diff-rounds-'))
  try {
    const rounds = [await diffDatabases(from, declared)]
    for (let round = 1; rounds.at(-1) && round < 4; round++) {
      const file = join(workdir, `round-${round}.sql`)
      await writeFile(file, rounds.join('\n\n'))
      const applied = await buildDatabase(clusterUrl, `db_diff_round_${process.pid}`, [
        ...files,
        file,
      ])
      rounds.push(await diffDatabases(applied, declared))
    }
    if (rounds.at(-1)) throw new Error(`the migration still leaves a difference:\n${rounds.at(-1)}`)
    return rounds.filter(Boolean).join('\n\n')
  } finally {
    await rm(workdir, { recursive: true, force: true })
  }
}

/** Each function's arguments with their defaults, by its identity (name and argument types). */
const ARGUMENTS_SQL = `
  select p.oid::regprocedure::text as identity, pg_get_function_arguments(p.oid) as arguments,
    pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ${SYSTEM_SCHEMAS} and p.prokind in ('f', 'p')
`

async function functionArguments(
  url: string,
): Promise<Map<string, { arguments: string; definition: string }>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`set search_path = ''`)
    const { rows } = await client.query<{
      identity: string
      arguments: string
      definition: string
    }>(ARGUMENTS_SQL)
    return new Map(rows.map((row) => [row.identity, row]))
  } finally {
    await client.end()
  }
}

/**
 * Functions whose body is the same but a parameter's default changed (migra compares bodies and
 * misses it): `create or replace` with the new definition, unless migra already writes one.
 */
async function changedDefaults(from: string, to: string, migraSql: string): Promise<string[]> {
  const [before, after] = await Promise.all([functionArguments(from), functionArguments(to)])
  const replaced = migraSql.toLowerCase()
  const statements: string[] = []
  for (const [identity, wanted] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    const had = before.get(identity)
    if (!had || had.arguments === wanted.arguments) continue
    const header = wanted.definition.split('\n')[0]!.toLowerCase()
    if (replaced.includes(header)) continue
    statements.push(`${wanted.definition.trim()};`)
  }
  return statements
}

/** One line per fact, written as the statement that creates it (and, after |, the one that undoes it). */
const FACTS_SQL = `
  -- EXECUTE on functions (an ACL that was never touched gives PUBLIC execute)
  select format('grant execute on function %s.%I(%s) to %s;', n.nspname, p.proname,
      pg_get_function_identity_arguments(p.oid), case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end)
    || '|' || format('revoke execute on function %s.%I(%s) from %s;', n.nspname, p.proname,
      pg_get_function_identity_arguments(p.oid), case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end) as fact
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
    aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a
  where n.nspname not in ${SYSTEM_SCHEMAS} and a.grantee <> p.proowner
  union all
  -- sequences, views, materialized views (migra reads only tables' privileges)
  select format('grant %s on table %I.%I to %s;', lower(a.privilege_type), n.nspname, c.relname,
      case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end)
    || '|' || format('revoke %s on table %I.%I from %s;', lower(a.privilege_type), n.nspname, c.relname,
      case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace,
    aclexplode(coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))) a
  where n.nspname not in ${SYSTEM_SCHEMAS} and c.relkind in ('S', 'v', 'm') and a.grantee <> c.relowner
  union all
  -- single columns
  select format('grant %s (%I) on table %I.%I to %s;', lower(x.privilege_type), a.attname, n.nspname, c.relname,
      case when x.grantee = 0 then 'public' else quote_ident(x.grantee::regrole::text) end)
    || '|' || format('revoke %s (%I) on table %I.%I from %s;', lower(x.privilege_type), a.attname, n.nspname, c.relname,
      case when x.grantee = 0 then 'public' else quote_ident(x.grantee::regrole::text) end)
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace,
    aclexplode(a.attacl) x
  where n.nspname not in ${SYSTEM_SCHEMAS} and a.attacl is not null
  union all
  -- schemas
  select format('grant %s on schema %I to %s;', lower(a.privilege_type), n.nspname,
      case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end)
    || '|' || format('revoke %s on schema %I from %s;', lower(a.privilege_type), n.nspname,
      case when a.grantee = 0 then 'public' else quote_ident(a.grantee::regrole::text) end)
  from pg_namespace n, aclexplode(coalesce(n.nspacl, acldefault('n'::"char", n.nspowner))) a
  where n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    and a.grantee <> n.nspowner
  union all
  -- default privileges (alter default privileges … grant/revoke)
  select format('-- default privileges of %s in schema %s on %s: %s', d.defaclrole::regrole,
      coalesce(d.defaclnamespace::regnamespace::text, 'every schema'), d.defaclobjtype, d.defaclacl::text)
  from pg_default_acl d
  union all
  -- options of views (security_invoker…), which migra's view definitions leave out
  select format('alter view %I.%I set (%s);', n.nspname, c.relname, o.option)
    || '|' || format('alter view %I.%I reset (%s);', n.nspname, c.relname, split_part(o.option, '=', 1))
  from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(c.reloptions) o(option)
  where n.nspname not in ${SYSTEM_SCHEMAS} and c.relkind = 'v'
  union all
  -- owners
  select format('alter %s %s owner to %I;', case c.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end,
      format('%I.%I', n.nspname, c.relname), c.relowner::regrole::text)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ${SYSTEM_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S')
  union all
  select format('alter function %s.%I(%s) owner to %I;', n.nspname, p.proname,
      pg_get_function_identity_arguments(p.oid), p.proowner::regrole::text)
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ${SYSTEM_SCHEMAS}
  union all
  -- comments on tables, columns, views and functions
  select format('comment on %s is %L;', case
      when d.classoid = 'pg_proc'::regclass then format('function %s', d.objoid::regprocedure)
      when d.objsubid > 0 then format('column %s.%I', d.objoid::regclass, (select attname from pg_attribute where attrelid = d.objoid and attnum = d.objsubid))
      else format('table %s', d.objoid::regclass) end, d.description)
  from pg_description d
  where (d.classoid = 'pg_class'::regclass and d.objoid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ${SYSTEM_SCHEMAS}))
     or (d.classoid = 'pg_proc'::regclass and d.objoid in (select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ${SYSTEM_SCHEMAS}))
`

async function facts(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`set search_path = ''`)
    const { rows } = await client.query<{ fact: string }>(FACTS_SQL)
    return new Set(rows.map((row) => row.fact))
  } finally {
    await client.end()
  }
}

/** The functions and relations of a database, named as the facts name them. */
const OBJECTS_SQL = `
  select format('function %s.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as object
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ${SYSTEM_SCHEMAS}
  union all
  select format('table %I.%I', n.nspname, c.relname)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ${SYSTEM_SCHEMAS}
`

async function objects(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ object: string }>(OBJECTS_SQL)
    return new Set(rows.map((row) => row.object))
  } finally {
    await client.end()
  }
}

/**
 * Whether a revoke names an object `to` still has: a dropped function or table takes its
 * privileges with it (migra writes the drop), and a revoke on it would fail.
 */
const onExisting = (existing: Set<string>) => (revoke: string) => {
  const object = / on (function .+\)|table \S+) from /.exec(revoke)?.[1]
  return object === undefined || existing.has(object)
}

const rank = (statement: string) =>
  statement.startsWith('grant ') ? 0 : statement.startsWith('comment ') ? 2 : 1

/** The facts of `to` that `from` lacks (their statement), then those `from` has in excess (undone). */
async function extraStatements(from: string, to: string): Promise<string[]> {
  const [before, after, existing] = await Promise.all([facts(from), facts(to), objects(to)])
  const added = [...after].filter((fact) => !before.has(fact)).sort()
  const removed = [...before].filter((fact) => !after.has(fact)).sort()
  return [
    ...removed
      .filter((fact) => fact.includes('|') || fact.startsWith('-- default'))
      .map((fact) => (fact.includes('|') ? fact.split('|')[1]! : `${fact} (no longer)`))
      .filter(onExisting(existing)),
    // Grants, then the rest (alter …), then comments.
    ...added
      .map((fact) => fact.split('|')[0]!)
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    // Comments that went away, and owners that changed, are written by their new value above.
    ...removed
      .filter((fact) => fact.startsWith('comment on '))
      .filter(
        (fact) => !added.some((other) => other.startsWith(fact.slice(0, fact.indexOf(' is ')))),
      )
      .map((fact) => `${fact.slice(0, fact.indexOf(' is '))} is null;`),
  ]
}
