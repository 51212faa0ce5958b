import type { Ref } from 'react'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import * as m from '@/paraglide/messages'

export interface VillaOption {
  id: string
  name: string
  location?: string | null
}

interface VillaSelectProps {
  /** The trigger's id, for a <Label htmlFor>. */
  id: string
  villas: readonly VillaOption[]
  value: string
  onValueChange: (villaId: string) => void
  placeholder?: string
  isInvalid?: boolean
  /** The id of the error beside the picker (AdminFormField's `${id}-error`), when there is one. */
  errorId?: string
  /** The trigger, for react-hook-form to focus the first field at fault (Controller's field.ref). */
  triggerRef?: Ref<HTMLButtonElement>
  disabled?: boolean
  /** Adds a first option with the value ALL_VILLAS and this label (for filters). */
  allLabel?: string
}

export const ALL_VILLAS = 'all'

/** A villa picker over villas the screen already loaded ("Name — Location"). */
export function VillaSelect({
  id,
  villas,
  value,
  onValueChange,
  placeholder,
  isInvalid,
  errorId,
  triggerRef,
  disabled,
  allLabel,
}: VillaSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        ref={triggerRef}
        aria-invalid={isInvalid || Boolean(errorId) || undefined}
        aria-describedby={errorId}
      >
        <SelectValue placeholder={placeholder ?? m.admin_ui_select_villa()} />
      </SelectTrigger>
      <SelectContent>
        {allLabel && <SelectItem value={ALL_VILLAS}>{allLabel}</SelectItem>}
        {villas.map((villa) => (
          <SelectItem key={villa.id} value={villa.id}>
            {villa.location ? `${villa.name} — ${villa.location}` : villa.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
