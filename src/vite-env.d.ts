/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  /** Local calendar servers the feed form accepts (e2e and dev builds only; see the stack's --allow-feed-host). */
  readonly VITE_CALENDAR_SYNC_ALLOWED_HOSTS?: string
  /** The deployed site's address (https://…): share tags and canonicals of prerendered pages. */
  readonly VITE_SITE_URL?: string
}
