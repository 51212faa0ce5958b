// The admin form's check of a calendar link, the same the sync makes before fetching (the rules
// live with the sync-calendars function): staff see at once that a link to this server or to a
// private network will never be fetched. The sync still checks every address the name resolves
// to at each fetch, since DNS can change.
import { refusedFeedLink } from '../../../../../supabase/functions/_shared/public-address'
import { linkRefusalText } from './calendar-feed-status'

/**
 * Local calendar servers an e2e or dev build accepts (host:port, as the stack's
 * --allow-feed-host); unset in a production build.
 */
const ALLOWED_HOSTS = new Set(
  (import.meta.env.VITE_CALENDAR_SYNC_ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter(Boolean),
)

/** Why the link can never be synced (in the admin's language), or null. */
export function calendarLinkProblem(link: string, allowedHosts = ALLOWED_HOSTS): string | null {
  try {
    const url = new URL(link.trim().replace(/^webcals?:\/\//i, 'https://'))
    if (allowedHosts.has(url.host.toLowerCase())) return null
  } catch {
    // refusedFeedLink says what is wrong with it
  }
  const reason = refusedFeedLink(link)
  return reason && linkRefusalText(reason)
}
