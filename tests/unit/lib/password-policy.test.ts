import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import {
  MIN_PASSWORD_LENGTH,
  isCommonPassword,
  parseCommonPasswords,
  passwordFieldProblem,
  passwordWeakness,
} from '@/lib/password-policy/password-policy'

const common = parseCommonPasswords(
  readFileSync('src/lib/password-policy/common-passwords.txt', 'utf8'),
)

describe('the staff password policy (NIST SP 800-63B-4, password as the only factor)', () => {
  it('asks for the minimum length set in supabase/config.toml, 15, with no composition rule', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: { minimum_password_length: number; password_requirements?: string }
    }
    expect(MIN_PASSWORD_LENGTH).toBe(config.auth.minimum_password_length)
    expect(MIN_PASSWORD_LENGTH).toBeGreaterThanOrEqual(15)
    expect(config.auth.password_requirements ?? '').toBe('')
  })

  it('ships ten thousand common passwords, the most used first', () => {
    expect(common.size).toBe(10_000)
    expect([...common].slice(0, 3)).toEqual(['123456', 'password', '12345678'])
  })

  it('refuses common and leaked passwords, padded, repeated or typed along the keyboard', () => {
    for (const password of [
      'passwordpassword', // on the list as it is
      '1qaz2wsx3edc4rfv',
      'Password123456789!',
      '!!iloveyou2026!!',
      'sunshine-sunshine',
      'aaaaaaaaaaaaaaaa',
      '1234567890123456',
      'qwertyuiopasdfgh',
      'RivieraVillas2026!',
      'VillaVillaVilla',
    ])
      expect(isCommonPassword(password, common), password).toBe(true)
  })

  it('accepts a long passphrase and the demo admin’s password', () => {
    for (const password of [
      'riviera-admin-2026',
      'correct horse battery staple',
      'lavender-terrace-at-dusk',
      'Tq8#vLp2!mWz9rXc',
    ])
      expect(isCommonPassword(password, common), password).toBe(false)
  })

  it('counts the person’s own words as common', () => {
    expect(isCommonPassword('claire.dupont1990', common, ['claire.dupont'])).toBe(true)
  })

  it('answers as GoTrue does: every reason, one message', () => {
    expect(passwordWeakness('Tq8#vLp2', { minLength: 15, common })).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 15 characters.',
    })
    expect(passwordWeakness('passwordpassword', { minLength: 15, common })).toEqual({
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    })
    expect(
      passwordWeakness('password', {
        minLength: 15,
        requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', '0123456789'],
        common,
      })?.reasons,
    ).toEqual(['length', 'characters', 'pwned'])
    expect(passwordWeakness('lavender-terrace-at-dusk', { minLength: 15, common })).toBeNull()
  })

  it('says what is wrong next to the field before anything is sent', () => {
    expect(passwordFieldProblem('abcdef', common)).toBe(
      'Password must be at least 15 characters long',
    )
    expect(passwordFieldProblem('Password123456789', common)).toBe(
      'This password is too common: it appears in lists of leaked passwords. Choose another one.',
    )
    // Until the list has loaded, length alone.
    expect(passwordFieldProblem('Password123456789', null)).toBeNull()
    expect(passwordFieldProblem('x'.repeat(73), common)).toBe(
      'Password must be at most 72 characters long',
    )
    expect(passwordFieldProblem('lavender-terrace-at-dusk', common)).toBeNull()
  })
})
