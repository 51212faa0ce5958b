import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { todayInParis } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { failureToast, showFailure } from '@/lib/query-client'
import { amountToReturn, type DepositDeduction } from '@/lib/security-deposit'
import { toast } from '@/lib/toast'
import { useReturnSecurityDeposit } from '../api/return-security-deposit'
import {
  checkDeductions,
  parseAmount,
  placeOfRefusal,
  type DeductionDraft,
  type DeductionErrors,
} from '../lib/deposit-form'
import { DepositField, fieldProps } from './deposit-field'
import * as m from '@/paraglide/messages'

/**
 * The return: the day, and any deductions, each with its reason; what comes back is shown as
 * staff type. A step of confirmation: the guest is emailed at once and a return is final.
 */
export function ReturnDepositForm({ bookingId, amount }: { bookingId: string; amount: number }) {
  const id = useId()
  const [returnedOn, setReturnedOn] = useState(todayInParis())
  const [drafts, setDrafts] = useState<DeductionDraft[]>([])
  const [errors, setErrors] = useState<DeductionErrors & { returnedOn?: string }>({ rows: [] })
  const [checked, setChecked] = useState<DepositDeduction[] | null>(null)
  const giveBack = useReturnSecurityDeposit()

  const typed = drafts.flatMap((d) => {
    const value = parseAmount(d.amount)
    return value === null ? [] : [{ amount: value, reason: d.reason }]
  })
  const change = (index: number, next: Partial<DeductionDraft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...next } : draft)))

  const handleReview = () => {
    const result = checkDeductions(drafts, amount)
    if ('errors' in result) return setErrors(result.errors)
    if (!returnedOn) return setErrors({ rows: [], returnedOn: m.admin_deposit_returned_error() })
    setErrors({ rows: [] })
    setChecked(result.deductions)
  }
  const handleReturn = () => {
    if (!checked) return
    giveBack.mutate(
      { bookingId, returnedOn, deductions: checked },
      {
        onSuccess: () =>
          toast.success(m.admin_deposit_returned_toast(), {
            description: m.admin_deposit_guest_emailed(),
          }),
        onError: (error) => {
          const place = placeOfRefusal(error)
          const message = (error as Error).message
          if (place && 'row' in place) {
            const rows = drafts.map(() => ({}))
            rows[place.row] = { [place.part]: message }
            setErrors({ rows })
          } else if (place && 'field' in place && place.field === 'returned_on') {
            setErrors({ rows: [], returnedOn: message })
          } else if (place && 'field' in place && place.field === 'deductions') {
            setErrors({ rows: [], total: message })
          } else showFailure(error, failureToast(m.admin_deposit_not_returned()))
        },
        onSettled: () => setChecked(null),
      },
    )
  }

  return (
    <div className="mt-3 space-y-3" data-testid="return-deposit-form">
      <div className="max-w-[12rem]">
        <DepositField
          id={`${id}-on`}
          label={m.admin_deposit_returned_on()}
          error={errors.returnedOn}
        >
          <DatePicker
            id={`${id}-on`}
            value={returnedOn}
            onChange={setReturnedOn}
            max={todayInParis()}
            className="h-9"
            errorId={errors.returnedOn ? `${id}-on-error` : undefined}
          />
        </DepositField>
      </div>
      {drafts.length > 0 && (
        <ul className="space-y-2" aria-label={m.admin_deposit_deductions()}>
          {drafts.map((draft, i) => (
            <li key={i} className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-start gap-2">
              <DepositField
                id={`${id}-d${i}-amount`}
                label={m.admin_deposit_deducted_label()}
                error={errors.rows[i]?.amount}
              >
                <Input
                  id={`${id}-d${i}-amount`}
                  inputMode="decimal"
                  value={draft.amount}
                  onChange={(event) => change(i, { amount: event.target.value })}
                  className="h-9"
                  {...fieldProps(`${id}-d${i}-amount`, errors.rows[i]?.amount)}
                />
              </DepositField>
              <DepositField
                id={`${id}-d${i}-reason`}
                label={m.admin_deposit_reason()}
                error={errors.rows[i]?.reason}
              >
                <Input
                  id={`${id}-d${i}-reason`}
                  maxLength={500}
                  value={draft.reason}
                  onChange={(event) => change(i, { reason: event.target.value })}
                  className="h-9"
                  {...fieldProps(`${id}-d${i}-reason`, errors.rows[i]?.reason)}
                />
              </DepositField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-5 size-9"
                aria-label={m.admin_deposit_remove_deduction({ n: i + 1 })}
                onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errors.total && <p className="text-xs font-medium text-destructive">{errors.total}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9"
          onClick={() => setDrafts([...drafts, { amount: '', reason: '' }])}
        >
          <Plus aria-hidden="true" />
          {m.admin_deposit_add_deduction()}
        </Button>
        <p className="text-sm">
          {m.admin_deposit_to_return()}{' '}
          <strong data-testid="deposit-to-return">
            {formatAmount(amountToReturn(amount, typed))}
          </strong>
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        className="h-9"
        disabled={giveBack.isPending}
        onClick={handleReview}
      >
        {m.admin_deposit_return()}
      </Button>
      <ConfirmDialog
        open={checked !== null}
        onOpenChange={(open) => !open && setChecked(null)}
        title={m.admin_deposit_return_title({
          amount: formatAmount(amountToReturn(amount, checked ?? [])),
        })}
        description={
          checked && checked.length > 0
            ? m.admin_deposit_return_with({
                count: checked.length,
                amount: formatAmount(amount - amountToReturn(amount, checked)),
              })
            : m.admin_deposit_return_whole()
        }
        confirmLabel={m.admin_deposit_return()}
        pendingLabel={m.admin_deposit_returning()}
        tone="default"
        isPending={giveBack.isPending}
        onConfirm={handleReturn}
      />
    </div>
  )
}
