import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import * as m from '@/paraglide/messages'

type HoneypotFieldProps = ComponentPropsWithoutRef<'input'> & { id: string }

/** A field people never see or reach; bots that fill every input reveal themselves here. */
export const HoneypotField = forwardRef<HTMLInputElement, HoneypotFieldProps>(
  function HoneypotField({ id, ...field }, ref) {
    return (
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label htmlFor={id}>{m.booking_enquiry_honeypot()}</label>
        <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
      </div>
    )
  },
)
