import { isRefusal } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

/**
 * The words a row's dialog shows beside the field at fault when the save is refused: the
 * dialog's own sentence for a duplicate (unique violation), else the database's message.
 */
export function saveErrorText(error: unknown, alreadyExists: string): string {
  if (isRefusal(error, 'alreadyExists')) return alreadyExists
  return error instanceof Error ? error.message : m.admin_ui_not_saved()
}
