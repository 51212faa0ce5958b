import { mkdtemp, mkdir, copyFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Stack } from '../../../supabase/local/server.ts'
import { clientFor, createUser, signedIn, startStack } from '../support/local-stack'

const FIXTURE = fileURLToPath(new URL('./fixture.sql', import.meta.url))

export interface FixtureStack {
  stack: Stack
  anon: SupabaseClient
  service: SupabaseClient
  user: SupabaseClient
  stop(): Promise<void>
}

/** The local stack serving a throwaway project folder whose only migration is fixture.sql. */
export async function startFixtureStack(): Promise<FixtureStack> {
  const workdir = await mkdtemp(join(tmpdir(), 'rest-fixture-'))
  await mkdir(join(workdir, 'supabase', 'migrations'), { recursive: true })
  await copyFile(FIXTURE, join(workdir, 'supabase', 'migrations', '20260101000000_fixture.sql'))
  const stack = await startStack({ workdir })
  await createUser(stack, 'reader@example.com', 'reader-password')
  const user = await signedIn(stack, 'reader@example.com', 'reader-password')
  return {
    stack,
    anon: clientFor(stack, stack.anonKey),
    service: clientFor(stack, stack.serviceRoleKey),
    user,
    async stop() {
      await stack.stop()
      await rm(workdir, { recursive: true, force: true })
    },
  }
}
