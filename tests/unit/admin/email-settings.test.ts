import { describe, expect, it } from 'vitest'
import {
  changedEmailSettings,
  emailSettingsFromRows,
  emailSettingsSchema,
  splitAddresses,
} from '@/features/admin/profile/lib/email-settings'

const SAVED = {
  staffEmails: 'team@rivieravillas.com\nowner@rivieravillas.com',
  senderName: 'Riviera Villas',
  replyTo: 'contact@rivieravillas.com',
}

function firstError(values: Partial<typeof SAVED>) {
  const result = emailSettingsSchema.safeParse({ ...SAVED, ...values })
  return result.success ? null : result.error.issues[0]?.message
}

describe('the email settings', () => {
  it('reads the stored list one address per line', () => {
    expect(
      emailSettingsFromRows([
        { setting_key: 'notification_staff_emails', setting_value: 'a@x.com, b@y.com' },
        { setting_key: 'email_sender_name', setting_value: ' Riviera Villas ' },
      ]),
    ).toEqual({ staffEmails: 'a@x.com\nb@y.com', senderName: 'Riviera Villas', replyTo: '' })
  })

  it('takes addresses separated by lines, commas or semicolons, without repeats', () => {
    expect(splitAddresses(' a@x.com,b@y.com;\n\na@x.com ')).toEqual(['a@x.com', 'b@y.com'])
  })

  it('refuses what the database refuses, with its sentence', () => {
    expect(firstError({})).toBeNull()
    expect(firstError({ staffEmails: ' \n ' })).toBe('Enter at least one email address.')
    expect(firstError({ staffEmails: 'team@rivieravillas.com\nnope' })).toBe(
      '"nope" is not an email address such as name@example.com.',
    )
    expect(
      firstError({ staffEmails: Array.from({ length: 11 }, (_, i) => `s${i}@x.com`).join('\n') }),
    ).toBe('Enter at most 10 addresses.')
    expect(firstError({ senderName: 'Riviera "Villas"' })).toMatch(/without quotes/)
    expect(firstError({ replyTo: 'contact' })).toBe(
      'Enter an email address such as name@example.com.',
    )
  })

  it('writes only what changed; re-ordering separators is no change', () => {
    expect(
      changedEmailSettings(SAVED, {
        ...SAVED,
        staffEmails: 'team@rivieravillas.com, owner@rivieravillas.com',
      }),
    ).toEqual([])
    expect(changedEmailSettings(SAVED, { ...SAVED, senderName: 'Riviera' })).toEqual(['senderName'])
  })
})
