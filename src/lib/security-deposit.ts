import * as m from '@/paraglide/messages'

// A stay's security deposit (issue 21, point 3) as staff and the guest read it: its state, how
// it was received, what came back. The database computes every figure (the amount returned, the
// day it is due back, whether it is overdue); these only put them in words.

export const DEPOSIT_STATES = ['not_requested', 'requested', 'received', 'returned'] as const
export type DepositState = (typeof DEPOSIT_STATES)[number]

export const DEPOSIT_METHODS = ['bank_transfer', 'card', 'cash', 'other'] as const
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]

export interface DepositDeduction {
  amount: number
  reason: string
}

/** The deductions as the database answers them (every attribute of a composite may be null). */
export function toDeductions(
  rows: readonly { amount: number | null; reason: string | null }[] | null,
): DepositDeduction[] {
  return (rows ?? []).map((row) => ({ amount: Number(row.amount ?? 0), reason: row.reason ?? '' }))
}

/** The deductions' total, to the cent. */
export function deductedTotal(deductions: readonly DepositDeduction[]): number {
  return Math.round(deductions.reduce((sum, d) => sum + d.amount * 100, 0)) / 100
}

/** What would come back with these deductions (staff see it before they confirm the return). */
export function amountToReturn(amount: number, deductions: readonly DepositDeduction[]): number {
  return Math.round(amount * 100 - deductedTotal(deductions) * 100) / 100
}

/** Whether the deposit is (or will be) held: asked before arrival, or received. */
export function isHeld(state: DepositState, hasDeparted: boolean): boolean {
  return state === 'received' || (!hasDeparted && state !== 'returned')
}

/** The guest's words for where their deposit stands (after departure, one never received is not owed back). */
export function guestDepositStatus(state: DepositState, hasDeparted = false): string {
  if (hasDeparted && (state === 'not_requested' || state === 'requested')) {
    return m.booking_deposit_not_owed()
  }
  switch (state) {
    case 'not_requested':
      return m.booking_deposit_not_requested()
    case 'requested':
      return m.booking_deposit_requested()
    case 'received':
      return m.booking_deposit_received()
    case 'returned':
      return m.booking_deposit_returned()
  }
}
