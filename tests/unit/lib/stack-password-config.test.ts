import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readProjectConfig } from '../../../supabase/local/config.ts'

// The local stack's Auth takes its password rules from config.toml, as hosted does.
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function project(authToml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'password-config-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'supabase'))
  writeFileSync(join(dir, 'supabase', 'config.toml'), `[auth]\n${authToml}\n`)
  return dir
}

describe("the local Auth's password rules", () => {
  it("are the project's: minimum 15, no required characters", async () => {
    const config = await readProjectConfig(process.cwd())
    expect(config.authEmail.minimumPasswordLength).toBe(15)
    expect(config.authEmail.passwordRequiredCharacters).toEqual([])
  })

  it('read password_requirements as GoTrue’s required character sets', async () => {
    const config = await readProjectConfig(
      project('minimum_password_length = 12\npassword_requirements = "lower_upper_letters_digits"'),
    )
    expect(config.authEmail.minimumPasswordLength).toBe(12)
    expect(config.authEmail.passwordRequiredCharacters).toEqual([
      'abcdefghijklmnopqrstuvwxyz',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '0123456789',
    ])
  })

  it('refuse a value the Supabase CLI does not know', async () => {
    await expect(readProjectConfig(project('password_requirements = "strong"'))).rejects.toThrow(
      /password_requirements must be one of/,
    )
  })
})
