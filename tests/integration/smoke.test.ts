import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { startStack } from './support/local-stack.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run smoke -- …` as a user runs it: its exit code and what it printed. */
function smoke(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/smoke.ts', ...args],
      { cwd: ROOT, env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' } },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

describe('npm run smoke against the local stack', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(() => stack?.stop())

  it('passes with the publishable key, listing what it checked', async () => {
    const result = await smoke('--url', stack.url, '--key', stack.publishableKey)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('✓ villas: 7 active villas listed')
    expect(result.stdout).toMatch(/✓ prices: 60 nightly prices for Villa \S+/)
    expect(result.stdout).toMatch(/✓ unavailable days: \d+ unavailable days for/)
    expect(result.stdout).toContain(
      '✓ bookings private: unreadable by visitors (permission denied)',
    )
    expect(result.stdout).toContain(
      '✓ site details: contact details readable (phone +33 4 94 00 00 00)',
    )
    expect(result.stdout).toContain('✓ maintenance password private: not readable by visitors')
    expect(result.stdout).toContain('✓ auth: public sign-ups are disabled')
    expect(result.stdout).toContain('All 11 checks passed.')
  })

  it('passes with the legacy anon JWT too', async () => {
    const result = await smoke('--url', stack.url, '--key', stack.anonKey)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('All 11 checks passed.')
  })

  it('refuses a secret key, which would prove nothing about visitors', async () => {
    for (const key of [stack.secretKey, stack.serviceRoleKey]) {
      const result = await smoke('--url', stack.url, '--key', key)
      expect(result.code).toBe(2)
      expect(result.stderr).toContain('that is a secret / service_role key')
    }
  })

  it('fails clearly when the API cannot be reached', async () => {
    const port = await closedPort()
    const result = await smoke('--url', `http://127.0.0.1:${port}`, '--key', stack.publishableKey)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(`✗ api: cannot reach http://127.0.0.1:${port} (ECONNREFUSED)`)
    expect(result.stderr).toContain('SMOKE CHECK FAILED')
  })
})

describe('npm run smoke against a project whose API roles were granted nothing', () => {
  let stack: Stack
  let workdir: string
  beforeAll(async () => {
    workdir = await mkdtemp(join(tmpdir(), 'riviera-no-grants-'))
    const migrations = join(workdir, 'supabase', 'migrations')
    await mkdir(migrations, { recursive: true })
    for (const name of await readdir(join(ROOT, 'supabase', 'migrations'))) {
      await copyFile(join(ROOT, 'supabase', 'migrations', name), join(migrations, name))
    }
    // Then the API roles lose every privilege, as a project where only the structure landed
    // (hosted grants them nothing on new objects).
    await writeFile(
      join(migrations, '99990101000000_without_grants.sql'),
      `revoke all on all tables in schema public from anon, authenticated, service_role;
       revoke all on all sequences in schema public from anon, authenticated, service_role;
       revoke all on all functions in schema public from public, anon, authenticated, service_role;`,
    )
    await copyFile(join(ROOT, 'supabase', 'seed.sql'), join(workdir, 'supabase', 'seed.sql'))
    stack = await startStack({ workdir })
  })
  afterAll(async () => {
    await stack?.stop()
    await rm(workdir, { recursive: true, force: true })
  })

  it('fails, naming the missing privileges and how to apply them', async () => {
    const result = await smoke('--url', stack.url, '--key', stack.publishableKey)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      '✗ villas: permission denied for table villas: the API roles hold no privileges: ' +
        'apply every migration with `supabase db push`',
    )
    expect(result.stdout).toContain('✗ prices: no villa to ask prices for')
    expect(result.stderr).toMatch(/SMOKE CHECK FAILED: \d+ of 11 checks failed \(villas, /)
  })
})
