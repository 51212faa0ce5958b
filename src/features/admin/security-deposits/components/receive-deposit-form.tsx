import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { todayInParis } from '@/lib/dates'
import { DEPOSIT_METHODS, type DepositMethod } from '@/lib/security-deposit'
import { toast } from '@/lib/toast'
import { useReceiveSecurityDeposit } from '../api/receive-security-deposit'
import { useRequestSecurityDeposit } from '../api/request-security-deposit'
import { methodLabel, parseAmount, placeOfRefusal } from '../lib/deposit-form'
import { DepositField, fieldProps } from './deposit-field'
import * as m from '@/paraglide/messages'

type Field = 'amount' | 'method' | 'received_on'

/**
 * The deposit asked or received: the amount (the quote's to start with), and once received, on
 * which day and how. "Mark as requested" needs only the amount.
 */
export function ReceiveDepositForm({
  bookingId,
  amount: initialAmount,
  canRequest,
}: {
  bookingId: string
  amount: number | null
  canRequest: boolean
}) {
  const id = useId()
  const [amount, setAmount] = useState(initialAmount === null ? '' : String(initialAmount))
  const [receivedOn, setReceivedOn] = useState(todayInParis())
  const [method, setMethod] = useState<DepositMethod>('bank_transfer')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const request = useRequestSecurityDeposit()
  const receive = useReceiveSecurityDeposit()

  const amountOrError = () => {
    const value = parseAmount(amount)
    if (value === null || value <= 0) {
      setErrors({ amount: m.admin_deposit_amount_error() })
      return null
    }
    return value
  }
  const showRefusal = (error: unknown) => {
    const place = placeOfRefusal(error)
    const message = (error as Error).message
    if (place && 'field' in place && place.field !== 'deductions' && place.field !== 'returned_on')
      setErrors({ [place.field]: message })
    else toast.error(m.admin_deposit_not_saved(), { description: message })
  }

  const handleRequest = () => {
    const value = amountOrError()
    if (value === null) return
    setErrors({})
    request.mutate(
      { bookingId, amount: value },
      {
        onSuccess: () => toast.success(m.admin_deposit_marked_requested()),
        onError: showRefusal,
      },
    )
  }
  const handleReceive = () => {
    const value = amountOrError()
    if (value === null) return
    if (!receivedOn) return setErrors({ received_on: m.admin_deposit_received_error() })
    setErrors({})
    receive.mutate(
      { bookingId, amount: value, receivedOn, method },
      {
        onSuccess: () => toast.success(m.admin_deposit_recorded_received()),
        onError: showRefusal,
      },
    )
  }
  const isBusy = request.isPending || receive.isPending

  return (
    <div className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <DepositField
          id={`${id}-amount`}
          label={m.admin_deposit_amount_label()}
          error={errors.amount}
        >
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="h-9"
            {...fieldProps(`${id}-amount`, errors.amount)}
          />
        </DepositField>
        <DepositField
          id={`${id}-on`}
          label={m.admin_deposit_received_on()}
          error={errors.received_on}
        >
          <DatePicker
            id={`${id}-on`}
            value={receivedOn}
            onChange={setReceivedOn}
            max={todayInParis()}
            className="h-9"
            errorId={errors.received_on ? `${id}-on-error` : undefined}
          />
        </DepositField>
        <DepositField id={`${id}-method`} label={m.admin_deposit_how()} error={errors.method}>
          <Select value={method} onValueChange={(value) => setMethod(value as DepositMethod)}>
            <SelectTrigger
              id={`${id}-method`}
              className="h-9"
              {...fieldProps(`${id}-method`, errors.method)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DEPOSIT_METHODS.map((item) => (
                <SelectItem key={item} value={item}>
                  {methodLabel(item)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </DepositField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" className="h-9" disabled={isBusy} onClick={handleReceive}>
          {receive.isPending ? m.admin_deposit_saving() : m.admin_deposit_record_received()}
        </Button>
        {canRequest && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-9"
            disabled={isBusy}
            onClick={handleRequest}
          >
            {request.isPending ? m.admin_deposit_saving() : m.admin_deposit_mark_requested()}
          </Button>
        )}
      </div>
    </div>
  )
}
