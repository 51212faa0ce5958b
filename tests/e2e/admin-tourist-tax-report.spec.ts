import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import {
  anonClient,
  createTestVilla,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'
import { todayInParis } from '../../src/lib/dates'
import { monthLabel, shiftMonth } from '../../src/features/admin/tourist-tax/lib/tax-report'

// The monthly tourist-tax report (issue 20, point 6): staff pick the month of a confirmed stay on
// the Tourist Tax screen, read its nights, adults, rate and tax, and download the same as CSV.

const RUN = Date.now().toString(36)
const COMMUNE = `Report Commune ${RUN}`
const INSEE = `9${String(Date.now() % 10_000).padStart(4, '0')}`
const VILLA = `E2E Tax Report Villa ${RUN}`
const REGISTRATION = `83119${String(Date.now() % 1_000_000).padStart(6, '0')}AB`
// A stay across the first day of a month four months ahead: 2 nights before it, 3 in it.
const MONTH = shiftMonth(todayInParis().slice(0, 7), 4)
const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const CHECK_IN = plusDays(`${MONTH}-01`, -2)
const CHECK_OUT = plusDays(`${MONTH}-01`, 3)
let villaId = ''
let communeId = ''

test.beforeAll(async () => {
  const db = serviceClient()
  // €2.30 per adult and night for a 4-star villa, + 10 % and + 34 %: €3.312, €3.31 to the cent.
  const commune = await db
    .from('tourist_tax_communes')
    .insert({
      name: COMMUNE,
      insee_code: INSEE,
      departmental_surcharge_percent: 10,
      regional_surcharge_percent: 34,
    })
    .select('id')
    .single()
  if (commune.error) throw commune.error
  communeId = commune.data.id
  const rate = await db.from('tourist_tax_rates').insert({
    commune_id: communeId,
    classification: '4_stars',
    valid_from: '2020-01-01',
    amount: 2.3,
  })
  if (rate.error) throw rate.error
  villaId = (await createTestVilla(VILLA, 800)).id
  const villa = await db
    .from('villas')
    .update({
      tax_commune_id: communeId,
      classification: '4_stars',
      registration_number: REGISTRATION,
    })
    .eq('id', villaId)
  if (villa.error) throw villa.error
  // 3 adults and a child (exempt), sent from the site, then confirmed by staff.
  const request = await anonClient()
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: CHECK_IN,
      check_out: CHECK_OUT,
      guests_count: 4,
      adults: 3,
      children: 1,
      total_price: 0,
      guest_name: 'Théo Taxe',
      guest_email: `e2e-tax-report-${RUN}@example.com`,
      terms_accepted: true,
      status: 'pending',
    })
  if (request.error) throw request.error
  const confirmed = await db
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('guest_email', `e2e-tax-report-${RUN}@example.com`)
  if (confirmed.error) throw confirmed.error
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
  if (communeId) await serviceClient().from('tourist_tax_communes').delete().eq('id', communeId)
})

test('staff read a month’s tourist tax per villa and export it as CSV', async ({ page }) => {
  await signInAsAdmin(page, '/admin/tourist-tax')
  await page.getByRole('link', { name: 'Tourist Tax' }).click()
  const report = page.getByRole('region', { name: 'Monthly report' })
  await expect(report.getByRole('combobox', { name: 'Month' })).toHaveText(
    monthLabel(shiftMonth(todayInParis().slice(0, 7), -1)),
  )

  await report.getByRole('combobox', { name: 'Month' }).click()
  await page.getByRole('option', { name: monthLabel(MONTH) }).click()
  const commune = report.getByRole('rowgroup', { name: COMMUNE })
  // 3 nights of the stay fall in the month: 3 adults × 3 nights × €3.31 = €29.79.
  const row = commune.getByRole('row', { name: new RegExp(VILLA) })
  await expect(row.getByRole('rowheader')).toHaveText(`${VILLA}4 stars · ${REGISTRATION}`)
  await expect(row.getByRole('cell')).toHaveText(['€3.31', '1', '3', '3', '9', '3', '€29.79'])
  await expect(commune.getByRole('row', { name: `Total ${COMMUNE}` })).toContainText('€29.79')
  expect(seriousViolations(await new AxeBuilder({ page }).include('main').analyze())).toEqual([])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`tourist-tax-${MONTH}.csv`)
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe(
    'Month,Commune,INSEE code,Villa,Registration number,Classification,Rate per adult per night (EUR),Stays,Nights,Taxable persons (adults),Taxable nights (adults × nights),Exempt nights (children × nights),Tourist tax (EUR)',
  )
  expect(lines.filter((line) => line.includes(COMMUNE))).toEqual([
    `${MONTH},${COMMUNE},${INSEE},${VILLA},${REGISTRATION},4 stars,3.31,1,3,3,9,3,29.79`,
    `${MONTH},${COMMUNE},${INSEE},Total ${COMMUNE},,,,1,3,3,9,3,29.79`,
  ])
})
