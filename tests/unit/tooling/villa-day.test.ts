// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// "Today" is the villa's day in Europe/Paris for every rule: `(now() at time zone
// 'Europe/Paris')::date`. Hosted Supabase runs with TimeZone UTC, so `current_date`, `now()::date`
// or `(now() at time zone 'utc')::date` there is the day before Paris's from 22:00 or 23:00 UTC.
// Moments are not days: a request's lead days count from the UTC day it was made, as the
// analytics always have. Each day taken in UTC is listed here with why.

const SCHEMAS = join(__dirname, '../../../supabase/schemas')

/** Days taken in UTC on purpose: the line (trimmed) and why. */
const UTC_DAYS_ALLOWED: Record<string, string> = {
  "b.check_in - (b.created_at at time zone 'utc')::date as lead_days":
    'analytics: lead days from the moment a request was made, kept as the reports define them',
}

/** A day in the server's or UTC's zone, not the villa's. */
const UTC_DAY = [
  /\bcurrent_date\b/i,
  /\blocaltimestamp\b/i,
  /\bnow\(\)\s*::\s*date\b/i,
  /\bcurrent_timestamp\s*::\s*date\b/i,
  /at time zone\s+'utc'(::text)?\s*\)*\s*::\s*date\b/i,
]

function utcDays(): string[] {
  const found: string[] = []
  for (const file of readdirSync(SCHEMAS).filter((name) => name.endsWith('.sql'))) {
    readFileSync(join(SCHEMAS, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const code = line.replace(/--.*$/, '').trim()
        if (UTC_DAY.some((pattern) => pattern.test(code)) && !(code in UTC_DAYS_ALLOWED)) {
          found.push(`${file}:${index + 1}: ${code}`)
        }
      })
  }
  return found
}

describe("the database's today", () => {
  it("is the villa's day in Europe/Paris in every rule of supabase/schemas", () => {
    expect(utcDays()).toEqual([])
  })

  it('would notice a rule taking the UTC day', () => {
    const samples = [
      'v_today date := current_date;',
      "v_today date := (now() at time zone 'utc')::date;",
      "p_today date default ((now() at time zone 'utc'::text))::date",
      'where b.check_out >= now()::date',
    ]
    for (const sample of samples) {
      expect(UTC_DAY.some((pattern) => pattern.test(sample))).toBe(true)
    }
    expect(
      UTC_DAY.some((pattern) => pattern.test("(now() at time zone 'Europe/Paris')::date")),
    ).toBe(false)
  })

  it('allows only UTC days that are still in the schema', () => {
    const schema = readdirSync(SCHEMAS)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(SCHEMAS, name), 'utf8'))
      .join('\n')
    for (const line of Object.keys(UTC_DAYS_ALLOWED)) expect(schema).toContain(line)
  })
})
