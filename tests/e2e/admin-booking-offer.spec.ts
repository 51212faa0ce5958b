import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'

// Staff see the offer a guest accepted exactly as the booking stored it (issue 20): the lines,
// subtotals, security deposit, dated payments and cancellation costs, the party and the Terms
// version, in the booking's detail and in the CSV export.

const VILLA = `E2E Offer Villa ${Date.now().toString(36)}`
const GUEST = 'Odile Offre'
const EMAIL = `e2e-offer-${Date.now()}@example.com`
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA, 1000)).id
  const db = serviceClient()
  const { data: charges, error } = await db
    .from('villa_charges')
    .insert([
      {
        villa_id: villaId,
        name: 'Final cleaning',
        amount: 300,
        unit: 'per_stay',
        is_optional: false,
      },
      {
        villa_id: villaId,
        name: 'Chef’s dinner',
        amount: 180,
        unit: 'per_stay',
        is_optional: true,
      },
    ])
    .select('id, name')
  if (error) throw error
  const terms = await db
    .from('villa_booking_terms')
    .update({ security_deposit: 2000 })
    .eq('villa_id', villaId)
  if (terms.error) throw terms.error
  // A guest's request as the site sends it: 2 adults and a child, the chef's dinner, 4 nights
  // 120 days ahead (deposit now, balance 60 days before arrival).
  const request = await anonClient()
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: isoInDays(120),
      check_out: isoInDays(124),
      guests_count: 3,
      adults: 2,
      children: 1,
      extras: [charges.find((c) => c.name !== 'Final cleaning')!.id],
      total_price: 0,
      guest_name: GUEST,
      guest_email: EMAIL,
      terms_accepted: true,
      status: 'pending',
    })
  if (request.error) throw request.error
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

test('staff read the stored offer in the booking detail and export it as CSV', async ({ page }) => {
  await signInAsAdmin(page, `/admin/bookings?${new URLSearchParams({ q: EMAIL })}`)
  await page.getByRole('button', { name: GUEST, exact: true }).first().click()
  const detail = page.getByRole('dialog', { name: new RegExp(GUEST) })
  await expect(detail).toContainText('2 adults, 1 child')
  // Hand-computed: 4 × €1,000 + €300 cleaning + €180 dinner = €4,480; deposit 30 % = €1,344;
  // balance €3,136; cancelling costs €1,344 (30 %), €2,240 (50 %), €4,480 (100 %).
  const subtotals = detail.getByTestId('offer-subtotals')
  await expect(subtotals).toContainText('Rent€4,000')
  await expect(subtotals).toContainText('Fees€300')
  await expect(subtotals).toContainText('Extras€180')
  await expect(subtotals).toContainText('Tourist tax€0')
  await expect(detail.getByTestId('booking-offer-line')).toHaveText([
    /4 nights × €1,000.*€4,000/,
    /Final cleaning.*€300/,
    /Chef’s dinner.*€180/,
  ])
  await expect(detail.getByTestId('booking-offer-total')).toHaveText('€4,480')
  await expect(detail.getByTestId('booking-security-deposit')).toHaveText('€2,000')
  await expect(detail.getByTestId('booking-offer-payment')).toHaveText([
    /Deposit \(30\u00a0%\), due by .*€1,344/,
    /Balance, due by .*€3,136/,
  ])
  await expect(detail.getByTestId('booking-offer-cancellation')).toHaveText([
    /^Until .*€1,344 \(30\u00a0%\)$/,
    /€2,240 \(50\u00a0%\)$/,
    /^From .*€4,480 \(100\u00a0%\)$/,
  ])
  await expect(detail.getByTestId('booking-terms')).toHaveText(
    /^Terms of Booking accepted \(version [0-9a-f]{8}\)$/,
  )
  expect(
    seriousViolations(await new AxeBuilder({ page }).include('[role=dialog]').analyze()),
  ).toEqual([])
  await page.keyboard.press('Escape')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const [header, line] = csv.split('\r\n')
  expect(header).toContain(
    'Guests,Adults,Children,Total (EUR),Rent (EUR),Discounts (EUR),Fees (EUR),Extras (EUR),Tourist tax (EUR),Security deposit (EUR),Deposit due,Deposit (EUR),Balance due,Balance (EUR)',
  )
  expect(line).toContain(
    `,3,2,1,4480.00,4000.00,0.00,300.00,180.00,0.00,2000.00,${isoInDays(3)},1344.00,${isoInDays(60)},3136.00,`,
  )
})
