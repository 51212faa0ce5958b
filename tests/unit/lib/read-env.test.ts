import { describe, expect, it } from 'vitest'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_URL, readEnv } from '@/config/read-env'

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
})
