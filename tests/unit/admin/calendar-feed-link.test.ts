import { describe, expect, it } from 'vitest'
import { calendarFeedSchema } from '@/features/admin/villas/api/add-calendar-feed'
import { calendarLinkProblem } from '@/features/admin/villas/lib/calendar-feed-link'
import { isPublicAddress } from '../../../supabase/functions/_shared/public-address'

const LOCAL =
  'A calendar link must point to the internet: addresses of this server or of a private network are never fetched'

describe('which addresses a calendar link may reach', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '[::ffff:7f00:1]',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:a00:1::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      'calendar.example.com',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('accepts the public internet, in IPv4 and IPv6', () => {
    for (const address of [
      '1.1.1.1',
      '54.230.10.42',
      '172.32.0.1',
      '100.128.0.1',
      '2a00:1450:4007:80f::200e',
      '[2606:4700::6810:84e5]',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::',
    ]) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })
})

describe('the link staff type in Add a calendar', () => {
  it('names the problem of a link to this server or a private network, however it is written', () => {
    for (const link of [
      'http://127.0.0.1:54324/api/v1/messages',
      'http://localhost:54321/rest/v1/villas',
      'http://LOCALHOST./feed.ics',
      'http://calendar.localhost/feed.ics',
      'http://2130706433/feed.ics',
      'http://127.1/feed.ics',
      'http://0x7f.1/feed.ics',
      'http://[::1]/feed.ics',
      'http://[::ffff:127.0.0.1]/feed.ics',
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/feed.ics',
      'webcal://192.168.1.20/feed.ics',
      'http://nas/feed.ics',
      'http://printer.local/feed.ics',
    ]) {
      expect(calendarLinkProblem(link, new Set()), link).toBe(LOCAL)
    }
    expect(calendarLinkProblem('https://user:pw@example.com/feed.ics', new Set())).toBe(
      'A calendar link cannot carry a user name or password',
    )
  })

  it('accepts channel links, and a local test server only when the build names it', () => {
    for (const link of [
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
      'webcal://p12-caldav.icloud.com/published/2/abc',
      'http://1.2.3.4:8080/feed.ics',
    ]) {
      expect(calendarLinkProblem(link, new Set()), link).toBeNull()
    }
    const fixture = new Set(['127.0.0.1:14336'])
    expect(calendarLinkProblem('http://127.0.0.1:14336/channel.ics', fixture)).toBeNull()
    expect(calendarLinkProblem('http://127.0.0.1:14337/channel.ics', fixture)).toBe(LOCAL)
  })

  it('shows the message on the link field and keeps what was typed', () => {
    const input = { name: 'Airbnb', url: 'http://127.1:54321/rest/v1/villas' }
    const result = calendarFeedSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: LOCAL }),
    ])
    expect(input.url).toBe('http://127.1:54321/rest/v1/villas')
  })
})
