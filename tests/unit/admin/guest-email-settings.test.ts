import { describe, expect, it } from 'vitest'
import {
  changedGuestEmailSettings,
  GUEST_EMAIL_SETTING_KEYS,
  guestEmailSettingsFromRows,
  guestEmailSettingsSchema,
} from '@/features/admin/profile/lib/guest-email-settings'

// Profile Settings › Guest emails (issue 21): each kind on or off, and the days ahead.

describe('the guest email settings', () => {
  it('read a kind without a row as on, and the database’s default days', () => {
    const settings = guestEmailSettingsFromRows([
      { setting_key: 'guest_email_deposit_due', setting_value: 'off' },
      { setting_key: 'reminder_days_balance', setting_value: '10' },
    ])
    expect(settings.enabled.deposit_due).toBe(false)
    expect(settings.enabled.payment_received).toBe(true)
    expect(settings.enabled.stay_thank_you).toBe(true)
    expect(settings).toMatchObject({ depositDays: '1', balanceDays: '10', arrivalDays: '7' })
  })

  it('cover every kind the database knows, the thank-you and deposit-returned emails too', () => {
    expect(GUEST_EMAIL_SETTING_KEYS).toEqual([
      'guest_email_payment_received',
      'guest_email_deposit_due',
      'guest_email_balance_due',
      'guest_email_payment_overdue',
      'guest_email_arrival_information',
      'guest_email_stay_thank_you',
      'guest_email_deposit_returned',
      'reminder_days_deposit',
      'reminder_days_balance',
      'arrival_email_days',
    ])
  })

  it('write only what changed, switches as on or off', () => {
    const saved = guestEmailSettingsFromRows([])
    const values = {
      ...saved,
      enabled: { ...saved.enabled, payment_overdue: false },
      arrivalDays: ' 05 ',
    }
    expect(changedGuestEmailSettings(saved, values)).toEqual([
      ['guest_email_payment_overdue', 'off'],
      ['arrival_email_days', '5'],
    ])
    expect(changedGuestEmailSettings(saved, saved)).toEqual([])
  })

  it('refuse days out of range next to the field, with the database’s limits', () => {
    const saved = guestEmailSettingsFromRows([])
    const result = guestEmailSettingsSchema.safeParse({
      ...saved,
      depositDays: '15',
      balanceDays: 'a week',
      arrivalDays: '0',
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      depositDays: 'Enter a number of days from 0 to 14.',
      balanceDays: 'Enter a number of days from 0 to 30.',
      arrivalDays: 'Enter a number of days from 1 to 30.',
    })
  })
})
