// The deposit forms' pure rules (issue 21, point 3): amounts as staff type them, the
// deductions' checks in the database's words, and where a refusal of the database belongs.
import type { DepositDeduction } from '@/lib/security-deposit'
import * as m from '@/paraglide/messages'

/** "2500", "2 500", "2,500.50" or "2500,50" → 2500.5; null when it is not an amount in cents. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s€]/g, '')
  if (compact === '') return null
  // A comma followed by one or two digits at the end is a decimal comma (dots then group
  // thousands); otherwise commas group thousands.
  const normalised = /,\d{1,2}$/.test(compact)
    ? compact.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
    : compact.replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null
  return Number(normalised)
}

export interface DeductionDraft {
  amount: string
  reason: string
}

export interface DeductionErrors {
  rows: { amount?: string; reason?: string }[]
  /** About the deductions together (more than the deposit). */
  total?: string
}

/** "Bank transfer", "Cash"… in the admin's language; an unknown method as stored. */
export function methodLabel(method: string | null): string {
  const labels: Record<string, () => string> = {
    bank_transfer: m.admin_payments_bank_transfer,
    card: m.admin_payments_card,
    cash: m.admin_deposit_cash,
    other: m.admin_payments_other,
  }
  return method ? (labels[method]?.() ?? method) : '—'
}

/** Each row's problem, and the total's, in the database's words; null when all is well. */
export function checkDeductions(
  drafts: readonly DeductionDraft[],
  deposit: number,
): { deductions: DepositDeduction[] } | { errors: DeductionErrors } {
  const rows: DeductionErrors['rows'] = []
  const deductions: DepositDeduction[] = []
  drafts.forEach((draft, i) => {
    const amount = parseAmount(draft.amount)
    const reason = draft.reason.trim()
    const row: DeductionErrors['rows'][number] = {}
    if (amount === null || amount <= 0) {
      row.amount = m.admin_deposit_deduction_amount({ n: i + 1 })
    }
    if (reason.length < 1 || reason.length > 500) {
      row.reason = m.admin_deposit_deduction_reason({ n: i + 1 })
    }
    rows.push(row)
    if (amount !== null) deductions.push({ amount, reason })
  })
  const total = deductions.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100
  const errors: DeductionErrors = { rows }
  if (total > deposit) {
    errors.total = m.admin_deposit_deductions_exceed({ deposit })
  }
  const hasErrors = rows.some((row) => row.amount || row.reason) || errors.total
  return hasErrors ? { errors } : { deductions }
}

/** Where a refusal's `details` points: a form field, or a deduction's amount or reason. */
export function placeOfRefusal(
  error: unknown,
):
  | { field: 'amount' | 'method' | 'received_on' | 'returned_on' | 'deductions' }
  | { row: number; part: 'amount' | 'reason' }
  | null {
  const details = (error as { details?: unknown } | null)?.details
  if (typeof details !== 'string') return null
  const row = /^deductions\.(\d+)\.(amount|reason)$/.exec(details)
  if (row) return { row: Number(row[1]), part: row[2] as 'amount' | 'reason' }
  if (['amount', 'method', 'received_on', 'returned_on', 'deductions'].includes(details)) {
    return { field: details as 'amount' | 'method' | 'received_on' | 'returned_on' | 'deductions' }
  }
  return null
}
