import { spawn } from 'node:child_process'
import { lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { damagedDataDir } from '../../supabase/local/data-dir.ts'
import { start, type Stack } from '../../supabase/local/server.ts'
import { DEMO_ADMIN, clientFor, createUser, signedIn } from './support/local-stack.ts'

const SLOW = 240_000

let dataDir: string
let stack: Stack | null = null

async function startTimed(label: string, options: { reset?: boolean; snapshot?: boolean } = {}) {
  const started = performance.now()
  stack = await start({ port: 0, dataDir, quiet: true, ...options })
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`)
  return stack
}

async function stopStack() {
  await stack?.stop()
  stack = null
}

async function villaNames(current: Stack) {
  const { rows } = await current.db.pg.query<{ name: string }>(
    'select name from public.villas order by name',
  )
  return rows.map((row) => row.name)
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'riviera-stack-'))
})
afterAll(async () => {
  await stopStack()
  await rm(dataDir, { recursive: true, force: true })
})

describe('local stack on disk', () => {
  let seededNames: string[] = []

  it(
    'applies platform, migrations and seed on first start, and the demo admin signs in as admin',
    async () => {
      const first = await startTimed('cold start (platform + migrations + seed)', {
        snapshot: false,
      })
      expect(first.fromSnapshot).toBe(false)
      expect(first.migrations.platform).toBe(true)
      expect(first.migrations.migrations.length).toBeGreaterThan(0)
      expect(first.migrations.seeded).toBe(true)
      seededNames = await villaNames(first)
      expect(seededNames.length).toBeGreaterThanOrEqual(6)

      const admin = await signedIn(first, DEMO_ADMIN.email, DEMO_ADMIN.password)
      const { data: user } = await admin.auth.getUser()
      const { data: role, error } = await admin
        .from('user_roles')
        .select('role')
        .eq('user_id', user.user!.id)
        .single()
      expect(error).toBeNull()
      expect(role).toEqual({ role: 'admin' })
    },
    SLOW,
  )

  it(
    'keeps data across a restart and applies nothing twice',
    async () => {
      await createUser(stack!, 'keeper@example.com', 'keeper-password', 'staff')
      await stack!.db.pg.query(`update public.villas set name = 'Renamed' where name = $1`, [
        seededNames[0],
      ])
      await stopStack()

      const again = await startTimed('restart')
      expect(again.migrations).toEqual({
        platform: false,
        migrations: [],
        seeded: false,
        demoAdmin: false,
      })
      await expect(signedIn(again, 'keeper@example.com', 'keeper-password')).resolves.toBeTruthy()
      const names = await villaNames(again)
      expect(names).toContain('Renamed')
      expect(names).toHaveLength(seededNames.length)
      const { rows } = await again.db.pg.query(`select 1 from auth.users where email = $1`, [
        DEMO_ADMIN.email,
      ])
      expect(rows).toHaveLength(1)
    },
    SLOW,
  )

  it(
    'reset wipes local data and restores the seed and the demo admin (from the cached snapshot)',
    async () => {
      await stopStack()
      const fresh = await startTimed('reset (from the snapshot of the first start)', {
        reset: true,
      })
      expect(fresh.fromSnapshot).toBe(true)
      expect(await villaNames(fresh)).toEqual(seededNames)
      const gone = await clientFor(fresh, fresh.anonKey).auth.signInWithPassword({
        email: 'keeper@example.com',
        password: 'keeper-password',
      })
      expect(gone.error?.code).toBe('invalid_credentials')
      await expect(signedIn(fresh, DEMO_ADMIN.email, DEMO_ADMIN.password)).resolves.toBeTruthy()

      await createUser(fresh, 'after-reset@example.com', 'after-reset-password')
      await stopStack()
      const restarted = await startTimed('restart after reset')
      expect(restarted.fromSnapshot).toBe(false)
      await expect(
        signedIn(restarted, 'after-reset@example.com', 'after-reset-password'),
      ).resolves.toBeTruthy()
    },
    SLOW,
  )
})

describe('one writer per data folder', () => {
  it(
    'refuses a second stack on a folder in use, naming the process',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'riviera-busy-'))
      const first = await start({ port: 0, dataDir: folder, quiet: true })
      try {
        await expect(start({ port: 0, dataDir: folder, quiet: true })).rejects.toThrow(
          `Another local stack (process ${process.pid}) is using ${folder}: stop it first`,
        )
      } finally {
        await first.stop()
      }
      // Once stopped, the folder is free again.
      const again = await start({ port: 0, dataDir: folder, quiet: true })
      await again.stop()
      await rm(folder, { recursive: true, force: true })
    },
    SLOW,
  )

  it(
    'refuses a second stack on the same folder spelled otherwise: `<dir>/.`, `<dir>/`, a link to it',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'riviera-spellings-'))
      const folder = join(parent, 'data')
      await symlink(folder, join(parent, 'link'))
      const first = await start({ port: 0, dataDir: folder, quiet: true })
      try {
        for (const other of [
          `${folder}/.`,
          `${folder}/`,
          `${folder}/../data`,
          join(parent, 'link'),
        ]) {
          await expect(start({ port: 0, dataDir: other, quiet: true })).rejects.toThrow(
            `Another local stack (process ${process.pid}) is using ${folder}`,
          )
        }
        await expect(
          start({ port: 0, dataDir: join(parent, 'link'), quiet: true }),
        ).rejects.toThrow(`is using ${folder} (${join(parent, 'link')} leads there): stop it first`)
      } finally {
        await first.stop()
        await rm(parent, { recursive: true, force: true })
      }
    },
    SLOW,
  )

  it(
    'opens a data folder given as a symbolic link, keeps its data, and builds a new one through a link',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'riviera-linked-'))
      const folder = join(parent, 'data')
      try {
        // A link to a folder still to be made: the first start builds it at the link's target.
        await symlink(folder, join(parent, 'link'))
        const first = await start({ port: 0, dataDir: join(parent, 'link'), quiet: true })
        await first.db.pg.query(
          `update public.villas set name = 'Through the link' where name = $1`,
          [(await villaNames(first))[0]],
        )
        await first.stop()
        expect((await lstat(join(parent, 'link'))).isSymbolicLink()).toBe(true)
        expect((await lstat(folder)).isDirectory()).toBe(true)

        const again = await start({ port: 0, dataDir: join(parent, 'link'), quiet: true })
        expect(await villaNames(again)).toContain('Through the link')
        await again.stop()
      } finally {
        await rm(parent, { recursive: true, force: true })
      }
    },
    SLOW,
  )

  it('says what the file system refused, without advising to delete data that is not damaged', () => {
    // PGlite's file system throws this shape (a symbolic link once failed as "[object Object]").
    const message = damagedDataDir('/srv/data', { name: 'ErrnoError', errno: 44 }).message
    expect(message).toBe(
      'The local database in /srv/data cannot be opened: the file system refused (ENOENT: no ' +
        'such file or directory (errno 44)). Its data was not touched: check that the folder and ' +
        'its files exist and that this user may read and write them, then start again.',
    )
    expect(message).not.toMatch(/db:reset|object Object/)
    const denied = Object.assign(new Error('EACCES: permission denied, open PG_VERSION'), {
      code: 'EACCES',
    })
    expect(damagedDataDir('/srv/data', denied).message).toMatch(
      /file system refused \(EACCES: permission denied, open PG_VERSION\)\. Its data was not touched/,
    )
  })

  it(
    'survives a first start killed half-way: the next start builds the folder whole',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'riviera-killed-'))
      const folder = join(parent, 'data')
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'supabase/local/cli.ts',
          '--data-dir',
          folder,
          '--port',
          '0',
          '--quiet',
        ],
        { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: 'ignore' },
      )
      await new Promise((resolve) => setTimeout(resolve, 1500))
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
      try {
        const next = await start({ port: 0, dataDir: folder, quiet: true })
        expect((await villaNames(next)).length).toBeGreaterThanOrEqual(6)
        await next.stop()
        expect((await readdir(parent)).sort()).toEqual(['data'])
      } finally {
        await rm(parent, { recursive: true, force: true })
      }
    },
    SLOW,
  )

  it(
    'names the command that fixes a damaged folder',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'riviera-damaged-'))
      await writeFile(join(folder, 'PG_VERSION'), 'not a database\n')
      try {
        await expect(start({ port: 0, dataDir: folder, quiet: true })).rejects.toThrow(
          /cannot be opened .*If it is damaged, rebuild it with `npm run db:reset` \(this deletes its local data/,
        )
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})

describe('a data folder built by an older platform', () => {
  it(
    'is refused with the command that rebuilds it',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'riviera-old-platform-'))
      try {
        const first = await start({ port: 0, dataDir: folder, quiet: true })
        // What a folder from before hosted parity lacks: the platform version marker.
        await first.db.pg.exec('drop table local_stack.platform')
        await first.stop()
        await expect(start({ port: 0, dataDir: folder, quiet: true })).rejects.toThrow(
          /built by an older local stack .*Run `npm run db:reset` to rebuild it/,
        )
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})

describe('a data folder built before Auth had multi-factor tables (platform 5)', () => {
  it(
    'is upgraded in place: its accounts stay and can enrol an authenticator',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'riviera-platform-5-'))
      try {
        const first = await start({ port: 0, dataDir: folder, quiet: true })
        await createUser(first, 'kept@example.com', 'a-long-staff-password-2026', 'staff')
        // Back to what platform 5 built: no auth.mfa_* tables, sessions.aal as text.
        await first.db.pg.exec(`
          drop table auth.mfa_amr_claims, auth.mfa_challenges, auth.mfa_factors;
          alter table auth.sessions alter column aal type text;
          drop index auth.user_id_created_at_idx;
          drop type auth.factor_type, auth.factor_status, auth.aal_level;
          delete from local_stack.platform where version = 6;
        `)
        await first.stop()
        const second = await start({ port: 0, dataDir: folder, quiet: true })
        try {
          const client = await signedIn(second, 'kept@example.com', 'a-long-staff-password-2026')
          const enrol = await client.auth.mfa.enroll({ factorType: 'totp' })
          expect(enrol.error).toBeNull()
        } finally {
          await second.stop()
        }
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})

describe('local stack on another project folder (--workdir)', () => {
  async function project(files: Record<string, string>) {
    const workdir = await mkdtemp(join(tmpdir(), 'riviera-workdir-'))
    await mkdir(join(workdir, 'supabase', 'migrations'), { recursive: true })
    for (const [name, sql] of Object.entries(files))
      await writeFile(join(workdir, 'supabase', name), sql)
    return workdir
  }

  it(
    'applies the folder migrations in name order, then its seed',
    async () => {
      const workdir = await project({
        'migrations/20240102000000_notes.sql': 'alter table public.notes add column body text;',
        'migrations/20240101000000_table.sql': 'create table public.notes (id int primary key);',
        'seed.sql': `insert into public.notes values (1, 'seeded');`,
      })
      const other = await start({ port: 0, memory: true, quiet: true, workdir })
      try {
        const { rows } = await other.db.pg.query('select id, body from public.notes')
        expect(rows).toEqual([{ id: 1, body: 'seeded' }])
        const { rows: versions } = await other.db.pg.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by version',
        )
        expect(versions.map((row) => row.version)).toEqual(['20240101000000', '20240102000000'])
      } finally {
        await other.stop()
        await rm(workdir, { recursive: true, force: true })
      }
    },
    SLOW,
  )

  it(
    'stops start-up at a failing migration, naming the file and the Postgres error',
    async () => {
      const workdir = await project({
        'migrations/20240101000000_broken.sql': 'create table public.broken (id int primary ky);',
      })
      try {
        await expect(start({ port: 0, memory: true, quiet: true, workdir })).rejects.toThrow(
          /supabase\/migrations\/20240101000000_broken\.sql: syntax error at or near "ky"/,
        )
      } finally {
        await rm(workdir, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})

describe('a database started from the cached snapshot', () => {
  it(
    'continues a sequence exactly where the migrated database left it',
    async () => {
      const workdir = await mkdtemp(join(tmpdir(), 'riviera-sequences-'))
      await mkdir(join(workdir, 'supabase', 'migrations'), { recursive: true })
      await writeFile(
        join(workdir, 'supabase', 'migrations', '20240101000000_notes.sql'),
        'create table public.notes (id bigint generated always as identity primary key, body text);',
      )
      await writeFile(
        join(workdir, 'supabase', 'seed.sql'),
        `insert into public.notes (body) values ('one'), ('two'), ('three');`,
      )
      const nextId = async (current: Stack) => {
        const { rows } = await current.db.pg.query<{ id: number }>(
          `insert into public.notes (body) values ('next') returning id`,
        )
        return rows[0]!.id
      }
      const options = { port: 0, memory: true, quiet: true, workdir }
      try {
        const migrated = await start({ ...options, snapshot: false })
        const afterMigration = await nextId(migrated)
        await migrated.stop()
        const restored = await start(options)
        expect(restored.fromSnapshot).toBe(true)
        expect(await nextId(restored)).toBe(afterMigration)
        await restored.stop()
      } finally {
        await rm(workdir, { recursive: true, force: true })
      }
    },
    SLOW,
  )
})
