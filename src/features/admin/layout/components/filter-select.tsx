import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'

const ALL = 'all'

interface FilterSelectProps<T extends string> {
  id: string
  label: string
  /** null = no filter: the "All …" choice. */
  value: T | null
  /** The choice meaning "no filter", e.g. "All statuses". */
  allLabel: string
  options: readonly { value: T; label: string }[]
  onChange: (value: T | null) => void
}

/** A list filter of the admin screens: one value, or all of them. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { id, label, value, allLabel, options, onChange } = props
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ALL}
        onValueChange={(chosen) =>
          onChange(options.find((option) => option.value === chosen)?.value ?? null)
        }
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
