import { useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { isoDay } from '@/lib/dates'
import { useBlockDay } from '../api/block-dates'

interface SingleBlockFormProps {
  villas: readonly VillaOption[]
  today: Date
}

/** Blocks one day of one villa; the database refuses a day inside a confirmed booking. */
export function SingleBlockForm({ villas, today }: SingleBlockFormProps) {
  const blockDay = useBlockDay()
  const [villaId, setVillaId] = useState('')
  const [day, setDay] = useState<Date | undefined>()
  const [reason, setReason] = useState('Maintenance')

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!villaId || !day) {
      toast.error('Error', { description: 'Please select a villa and date' })
      return
    }
    blockDay.mutate(
      { villaId, day: isoDay(day), reason: reason.trim() || 'Maintenance' },
      {
        onSuccess: () => {
          toast.success('Date blocked successfully')
          setDay(undefined)
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Block a single date">
      <AdminFormField htmlFor="single-villa" label="Villa">
        <VillaSelect id="single-villa" villas={villas} value={villaId} onValueChange={setVillaId} />
      </AdminFormField>
      <AdminFormField htmlFor="single-date" label="Date">
        <DatePicker id="single-date" value={day} onChange={setDay} disabledBefore={today} />
      </AdminFormField>
      <AdminFormField htmlFor="single-reason" label="Reason">
        <Input
          id="single-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </AdminFormField>
      <Button type="submit" variant="outline" className="w-full" disabled={blockDay.isPending}>
        {blockDay.isPending ? 'Blocking...' : 'Block Date'}
      </Button>
    </form>
  )
}
