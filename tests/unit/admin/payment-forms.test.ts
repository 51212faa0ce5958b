import { describe, expect, it } from 'vitest'
import { paymentFormSchema, paymentPayload } from '@/features/admin/payments/lib/payment-form'
import {
  paymentSettingsPayload,
  paymentSettingsSchema,
  paymentSettingsValuesFrom,
} from '@/features/admin/profile/lib/payment-settings'
import {
  arrivalInfoPayload,
  arrivalInfoSchema,
  arrivalInfoValuesFrom,
  EMPTY_ARRIVAL_INFO,
} from '@/features/admin/villas/lib/arrival-info'

const messageOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message

describe('recording a payment', () => {
  const schema = paymentFormSchema('2026-06-10')
  const valid = {
    kind: 'payment',
    amount: '2400,50',
    received_on: '2026-06-10',
    method: 'bank_transfer',
    reference: ' RV-1A2B3C4D ',
  }

  it('takes an amount with a comma and sends it as euros, the reference trimmed', () => {
    expect(schema.safeParse(valid).success).toBe(true)
    expect(paymentPayload('b1', valid as never)).toEqual({
      booking_id: 'b1',
      kind: 'payment',
      amount: 2400.5,
      received_on: '2026-06-10',
      method: 'bank_transfer',
      reference: 'RV-1A2B3C4D',
    })
  })

  it('refuses no amount, three decimals and a day after today, each beside its field', () => {
    expect(messageOf(schema.safeParse({ ...valid, amount: '0' }), 'amount')).toMatch(/above €0/)
    expect(messageOf(schema.safeParse({ ...valid, amount: '10.999' }), 'amount')).toMatch(
      /in euros/,
    )
    expect(
      messageOf(schema.safeParse({ ...valid, received_on: '2026-06-11' }), 'received_on'),
    ).toBe('A payment cannot be dated in the future.')
  })
})

describe('the payment settings form', () => {
  const saved = {
    bank_iban: 'FR7630006000011234567890189',
    bank_bic: 'AGRIFRPP',
    bank_account_holder: 'Riviera Villas SAS',
    arrival_info_days: 7,
  }

  it('shows the IBAN in groups of four and saves it without spaces', () => {
    const values = paymentSettingsValuesFrom(saved)
    expect(values.bank_iban).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(paymentSettingsPayload({ ...values, bank_bic: 'agri frpp' })).toEqual(saved)
  })

  it('says an IBAN with a wrong check digit is not valid, beside the IBAN', () => {
    const values = {
      ...paymentSettingsValuesFrom(saved),
      bank_iban: 'FR76 3000 6000 0112 3456 7890 188',
    }
    expect(messageOf(paymentSettingsSchema.safeParse(values), 'bank_iban')).toMatch(
      /This IBAN is not valid/,
    )
  })

  it('asks for the holder once an IBAN is given, and days between 1 and 60', () => {
    const values = paymentSettingsValuesFrom(saved)
    expect(
      messageOf(
        paymentSettingsSchema.safeParse({ ...values, bank_account_holder: '' }),
        'bank_account_holder',
      ),
    ).toMatch(/account holder/)
    expect(
      messageOf(
        paymentSettingsSchema.safeParse({ ...values, arrival_info_days: '61' }),
        'arrival_info_days',
      ),
    ).toBe('Between 1 and 60 days.')
  })
})

describe('the arrival information form', () => {
  it('shows stored times as HH:MM and saves empty times as none', () => {
    const values = arrivalInfoValuesFrom({
      ...EMPTY_ARRIVAL_INFO,
      villa_id: 'v',
      arrival_from: '16:00:00',
      departure_by: null,
    })
    expect(values).toMatchObject({ arrival_from: '16:00', departure_by: '' })
    expect(arrivalInfoPayload('v', values)).toMatchObject({
      villa_id: 'v',
      arrival_from: '16:00',
      departure_by: null,
    })
  })

  it('refuses a map link that is not https and a phone with letters', () => {
    const result = arrivalInfoSchema.safeParse({
      ...EMPTY_ARRIVAL_INFO,
      map_url: 'maps.google.com/x',
      welcome_phone: 'call me',
    })
    expect(messageOf(result, 'map_url')).toMatch(/https:\/\//)
    expect(messageOf(result, 'welcome_phone')).toMatch(/digits/)
  })
})
