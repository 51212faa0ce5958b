// Fetches a calendar link for the sync, reaching only the public internet: the host's every
// address is checked before connecting, redirects are followed by hand (each new link checked the
// same way, five at most), only http(s), at most 2 MB, and nothing of what answered is ever
// quoted in an error (staff read it; a private service's answer must not come back through it).
// What is left: fetch resolves the name again, so a DNS server answering a public address to the
// check and a private one a moment later (rebinding) is not caught; the edge runtime cannot pin
// the address it connects to.
import {
  isIpLiteral,
  isPublicAddress,
  refusedFeedLink,
  type LinkRefusal,
} from '../_shared/public-address.ts'
import { FeedError, feedError } from './feed-errors.ts'

/**
 * A channel's calendar of a villa is a few dozen KB; reading 5 MB took ical.js about a second of
 * the 2 s of CPU a call has on hosted, so 2 MB leaves the rest of the budget to the reading.
 */
const MAX_FEED_BYTES = 2 * 1024 * 1024
const MAX_REDIRECTS = 5
const USER_AGENT = 'RivieraVillas-CalendarSync/1.0'

/**
 * Hosts (`host:port`, exactly) the sync may fetch although they are local: the calendar servers
 * of tests and development, which run on 127.0.0.1. Off by default: only the variable
 * CALENDAR_SYNC_ALLOWED_HOSTS names them, and it is obeyed only while the function runs on the
 * local stack (SUPABASE_URL on loopback), so a hosted project never has it, even if set.
 */
export function localTestHosts(): Set<string> {
  const list = Deno.env.get('CALENDAR_SYNC_ALLOWED_HOSTS')?.trim()
  if (!list) return new Set()
  let project: URL
  try {
    project = new URL(Deno.env.get('SUPABASE_URL') ?? '')
  } catch {
    return new Set()
  }
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(project.hostname)) return new Set()
  return new Set(list.split(/[\s,]+/).map((host) => host.toLowerCase()))
}

async function addressesOf(host: string, signal: AbortSignal): Promise<string[]> {
  const answers = await Promise.allSettled(
    (['A', 'AAAA'] as const).map((type) => Deno.resolveDns(host, type, { signal })),
  )
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
}

/**
 * Refuses a link the sync must not fetch: not http(s), a local name, or a host any of whose
 * addresses is not public (checked after resolving, since a public-looking name can point to
 * 127.0.0.1). `redirected`: the link came from the calendar server's redirect.
 */
async function checkLink(url: URL, allowed: Set<string>, redirected: boolean, signal: AbortSignal) {
  const refused = (reason: LinkRefusal) =>
    feedError(redirected ? 'redirect_refused' : 'link_refused', { reason })
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only_http')
  if (allowed.has(url.host.toLowerCase())) return
  const reason = refusedFeedLink(url.href)
  if (reason) throw refused(reason)
  if (isIpLiteral(url.hostname)) return // a public address, written as such
  const addresses = await addressesOf(url.hostname, signal)
  if (signal.aborted) throw signal.reason
  if (addresses.length === 0) throw feedError('host_not_found', { host: url.hostname })
  if (!addresses.every(isPublicAddress)) throw refused('link_local')
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_FEED_BYTES) throw feedError('too_large')
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_FEED_BYTES) {
      await reader.cancel()
      throw feedError('too_large')
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** The calendar at a link, within timeoutMs for everything (lookups, redirects, the body). */
export async function downloadCalendar(link: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs)
  const allowed = localTestHosts()
  try {
    let url = new URL(link)
    for (let hop = 0; ; hop++) {
      await checkLink(url, allowed, hop > 0, signal)
      const response = await fetch(url, {
        signal,
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENT, accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
      })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        if (hop >= MAX_REDIRECTS) throw feedError('too_many_redirects', { max: MAX_REDIRECTS })
        try {
          url = new URL(location, url)
        } catch {
          throw feedError('invalid_redirect')
        }
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw feedError('http_status', { status: response.status })
      }
      return await readCapped(response)
    }
  } catch (error) {
    if (error instanceof FeedError) throw error
    if (signal.aborted || (error as Error).name === 'TimeoutError') {
      throw feedError('timeout', { seconds: Math.round(timeoutMs / 1000) })
    }
    // The network's own words may describe what is behind the link: only that it failed.
    throw feedError('unreachable')
  }
}
