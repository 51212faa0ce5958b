import { describe, expect, it } from 'vitest'
import { jwtRole, LOCAL_PUBLISHABLE_KEY, LOCAL_URL, readEnv } from '@/config/read-env'
// The Supabase CLI's well-known local keys, as `supabase start` and the embedded stack print them.
import {
  ANON_KEY as LOCAL_ANON_JWT,
  SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_JWT,
} from '../../../supabase/local/well-known.mjs'

/** A JWT with this payload (unsigned: the guard reads the claims, it cannot check signatures). */
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`

const hosted = {
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdefghijkl',
}

describe('readEnv', () => {
  it('refuses a production build that names no project', () => {
    expect(() => readEnv({}, 'production')).toThrow(
      /a production build needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY/,
    )
    expect(() => readEnv({ VITE_SUPABASE_URL: hosted.VITE_SUPABASE_URL }, 'production')).toThrow(
      /needs VITE_SUPABASE_PUBLISHABLE_KEY \(or VITE_SUPABASE_ANON_KEY\)/,
    )
  })

  it('falls back to the local stack in dev and e2e modes only', () => {
    for (const mode of ['development', 'e2e']) {
      expect(readEnv({}, mode)).toEqual({
        supabaseUrl: LOCAL_URL,
        supabaseKey: LOCAL_PUBLISHABLE_KEY,
      })
    }
  })

  it('takes a hosted project, and the legacy anon key in place of the publishable one', () => {
    expect(readEnv(hosted, 'production')).toEqual({
      supabaseUrl: hosted.VITE_SUPABASE_URL,
      supabaseKey: hosted.VITE_SUPABASE_PUBLISHABLE_KEY,
    })
    const anonJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature'
    expect(
      readEnv(
        { VITE_SUPABASE_URL: `${hosted.VITE_SUPABASE_URL}/`, VITE_SUPABASE_ANON_KEY: anonJwt },
        'production',
      ),
    ).toEqual({ supabaseUrl: hosted.VITE_SUPABASE_URL, supabaseKey: anonJwt })
  })

  it('refuses a secret key, a short key and a URL that is not http(s)', () => {
    expect(() =>
      readEnv(
        { ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_0123456789abcdefghijkl' },
        'production',
      ),
    ).toThrow(/a secret key must never reach the browser/)
    expect(() =>
      readEnv({ ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: 'short' }, 'production'),
    ).toThrow(/too short/)
    expect(() =>
      readEnv({ ...hosted, VITE_SUPABASE_URL: 'abcdefghijklmnop.supabase.co' }, 'production'),
    ).toThrow(/VITE_SUPABASE_URL is not a URL/)
  })

  it('refuses the legacy service_role JWT as the anon key, naming the variable and the role', () => {
    for (const mode of ['production', 'e2e', 'development']) {
      expect(() =>
        readEnv(
          {
            VITE_SUPABASE_URL: hosted.VITE_SUPABASE_URL,
            VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_JWT,
          },
          mode,
        ),
      ).toThrow(
        /VITE_SUPABASE_ANON_KEY holds a JWT whose role is "service_role", not "anon"; a secret key must never reach the browser/,
      )
    }
    expect(
      readEnv({ ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_JWT }, 'production'),
    ).toEqual({
      supabaseUrl: hosted.VITE_SUPABASE_URL,
      supabaseKey: LOCAL_ANON_JWT,
    })
  })

  it('refuses a secret in any VITE_ variable, even beside a good publishable key', () => {
    expect(() =>
      readEnv({ ...hosted, VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_JWT }, 'production'),
    ).toThrow(/VITE_SUPABASE_ANON_KEY holds a JWT whose role is "service_role"/)
    expect(() =>
      readEnv(
        { ...hosted, VITE_ADMIN_KEY: ' sb_secret_0123456789abcdefghijkl' } as Record<
          string,
          string
        >,
        'production',
      ),
    ).toThrow(/VITE_ADMIN_KEY holds a secret key \(sb_secret_…\)/)
    expect(() =>
      readEnv(
        { ...hosted, VITE_TOKEN: jwt({ role: 'authenticated', sub: 'x' }) } as Record<
          string,
          string
        >,
        'production',
      ),
    ).toThrow(/VITE_TOKEN holds a JWT whose role is "authenticated"/)
    // Variables the browser never sees are not its concern.
    expect(
      readEnv(
        { ...hosted, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_JWT } as Record<string, string>,
        'production',
      ),
    ).toEqual({
      supabaseUrl: hosted.VITE_SUPABASE_URL,
      supabaseKey: hosted.VITE_SUPABASE_PUBLISHABLE_KEY,
    })
  })

  it('takes as the key only a publishable key or a JWT that says role anon', () => {
    for (const key of [
      jwt({ iss: 'supabase' }),
      jwt({ role: 'supabase_admin' }),
      'eyJhbGciOiJIUzI1NiJ9.!!!.sig',
    ]) {
      expect(() =>
        readEnv({ ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: key }, 'production'),
      ).toThrow(
        /VITE_SUPABASE_PUBLISHABLE_KEY holds a JWT whose role is "\((none|unreadable)\)"|"supabase_admin"/,
      )
    }
    expect(() =>
      readEnv(
        { ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: 'some-other-kind-of-key-0123456789' },
        'production',
      ),
    ).toThrow(/neither a publishable key \(sb_publishable_…\) nor a legacy anon JWT/)
    expect(jwtRole(LOCAL_ANON_JWT)).toBe('anon')
    expect(jwtRole(LOCAL_SERVICE_ROLE_JWT)).toBe('service_role')
    expect(jwtRole(LOCAL_PUBLISHABLE_KEY)).toBeNull()
  })
})
