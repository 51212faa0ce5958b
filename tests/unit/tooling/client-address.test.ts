import { describe, expect, it } from 'vitest'
import { withPlatformClientAddress } from '../../../supabase/local/client-address'

// The local gateway passes the client's address on as hosted's Cloudflare does.
describe('withPlatformClientAddress', () => {
  it('writes CF-Connecting-IP from the socket, whatever the caller sent', () => {
    const headers = withPlatformClientAddress(
      { 'cf-connecting-ip': '203.0.113.9', apikey: 'k' },
      '127.0.0.2',
    )
    expect(headers).toEqual({
      apikey: 'k',
      'cf-connecting-ip': '127.0.0.2',
      'x-forwarded-for': '127.0.0.2',
    })
  })

  it("appends the socket's address to the caller's X-Forwarded-For, as Cloudflare does", () => {
    const headers = withPlatformClientAddress({ 'x-forwarded-for': '198.51.100.1' }, '127.0.0.3')
    expect(headers['x-forwarded-for']).toBe('198.51.100.1, 127.0.0.3')
    expect(headers['cf-connecting-ip']).toBe('127.0.0.3')
  })

  it('reads an IPv4 client of a dual-stack socket as IPv4', () => {
    expect(withPlatformClientAddress({}, '::ffff:127.0.0.4')['cf-connecting-ip']).toBe('127.0.0.4')
  })

  it('drops a forged header even when the socket has no address', () => {
    expect(withPlatformClientAddress({ 'cf-connecting-ip': '1.2.3.4' }, undefined)).toEqual({})
  })
})
