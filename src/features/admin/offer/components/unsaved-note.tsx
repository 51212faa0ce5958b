import * as m from '@/paraglide/messages'

/** Said beside a part's save button: its changes are not saved with the villa's. */
export function UnsavedNote({ isDirty }: { isDirty: boolean }) {
  return (
    <p role="status" className="text-xs text-amber-800">
      {isDirty ? m.admin_offer_unsaved() : ''}
    </p>
  )
}
