// Which network addresses a link typed by staff may reach: only the public internet. Calendar
// feeds are fetched by the server, so a link to 127.0.0.1, the private network or the cloud's
// metadata address would let it read what only the server can (SSRF). Pure: the sync-calendars
// function checks every address a host resolves to, and the admin form checks what was typed.

/** [first address, prefix length] of the IPv4 ranges that are not the public internet. */
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

/** The 32-bit value of a dotted-quad IPv4 address, or null. */
function v4Number(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) {
    return null
  }
  return parts.reduce((value, part) => value * 256 + Number(part), 0)
}

function isPublicV4(value: number): boolean {
  return PRIVATE_V4.every(([first, prefix]) => {
    const size = 2 ** (32 - prefix)
    const start = v4Number(first)!
    return value < start || value >= start + size
  })
}

/** The eight 16-bit groups of an IPv6 address (brackets, zone and embedded IPv4 allowed), or null. */
function v6Groups(written: string): number[] | null {
  let address = written.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (v4) {
    const value = v4Number(v4[1]!)
    if (value === null) return null
    address =
      address.slice(0, v4.index) + `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return null
  const parse = (half: string) => (half ? half.split(':') : [])
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

function isPublicV6(groups: number[]): boolean {
  const [a, b] = groups as [number, number]
  const embeddedV4 = groups[6]! * 65536 + groups[7]!
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0)
  if (zeros(5) && groups[5] === 0xffff) return isPublicV4(embeddedV4) // ::ffff:a.b.c.d (mapped)
  if (zeros(6)) return false // ::, ::1 and the old IPv4-compatible ::a.b.c.d
  if (a === 0x64 && b === 0xff9b) return groups[2] === 0 && isPublicV4(embeddedV4) // NAT64
  if (a === 0x2002) return isPublicV4(groups[1]! * 65536 + groups[2]!) // 6to4 carries an IPv4
  if (a === 0x2001 && b < 0x200) return false // IETF special purpose, Teredo
  if (a === 0x2001 && b === 0xdb8) return false // documentation
  if (a === 0x100 && zeros(4)) return false // discard-only
  if ((a & 0xfe00) === 0xfc00) return false // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0) return false // link-local, site-local
  if ((a & 0xff00) === 0xff00) return false // multicast
  return (a & 0xe000) === 0x2000 // global unicast is 2000::/3; the rest is unassigned
}

/**
 * True when an IP address (as DNS answers it, or as a URL parser writes a literal host) is on
 * the public internet; false for loopback, private, link-local, metadata, CGNAT, multicast and
 * reserved ranges, IPv4 inside IPv6 included, and for anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = v4Number(address)
  if (v4 !== null) return isPublicV4(v4)
  const v6 = address.includes(':') ? v6Groups(address) : null
  return v6 !== null && isPublicV6(v6)
}

/** True for a host written as an IP address (a URL parser has already turned 127.1 or 0x7f.1 into 127.0.0.1). */
export function isIpLiteral(host: string): boolean {
  return v4Number(host) !== null || (host.startsWith('[') && host.endsWith(']'))
}

/** Why the sync refuses a link, by code, with its English sentence (the admin words the code). */
export const LINK_REFUSALS = {
  link_format: 'A calendar link starts with https:// (or http://) and has no spaces',
  link_credentials: 'A calendar link cannot carry a user name or password',
  link_local:
    'A calendar link must point to the internet: addresses of this server or of a private network are never fetched',
  only_http: 'Only http:// and https:// links are fetched',
} as const

export type LinkRefusal = keyof typeof LINK_REFUSALS

/**
 * Why a calendar link can never be fetched, judging by what it says (no DNS): not http(s),
 * a name for this machine or the local network, or an address that is not public. Null when it
 * may be fetched (the server still checks each address the name resolves to).
 */
export function refusedFeedLink(link: string): LinkRefusal | null {
  let url: URL
  try {
    url = new URL(link.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    return 'link_format'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'link_format'
  if (url.username || url.password) return 'link_credentials'
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (isIpLiteral(host)) {
    return isPublicAddress(host) ? null : 'link_local'
  }
  if (
    !host.includes('.') ||
    /\.(localhost|local|internal|localdomain|home\.arpa|lan|intranet|corp)$/.test(host) ||
    /\.(in-addr|ip6)\.arpa$/.test(host)
  ) {
    return 'link_local'
  }
  return null
}
