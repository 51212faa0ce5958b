import type { ChangeEvent } from 'react'

interface HoneypotFieldProps {
  id: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A field people never see or reach; bots that fill every input reveal themselves here. */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website</label>
      <input
        id={id}
        name="company_website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  )
}
