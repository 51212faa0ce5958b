import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive the production build against an in-memory local stack, in the system
// Chromium (never a downloaded browser). One worker: the journeys share one database.
// E2E_STACK_PORT / E2E_SITE_PORT let a second run go beside one that holds the default ports.
// The defaults sit below Linux's ephemeral range (32768–60999): a CI run once found 54334 taken
// as the stack started, most likely by an outgoing connection of the run before it.
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 14331)
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173)
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`
// The stack's mail catcher (E2E_SMTP_PORT / E2E_INBOX_PORT beside another run, as above).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 14335)
const INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 14334)
// Read by tests/e2e/support/stack.ts in the workers, which inherit this process's environment.
process.env.E2E_STACK_URL = STACK_URL
process.env.E2E_INBOX_URL = `http://127.0.0.1:${INBOX_PORT}`
// The channel calendar server of calendar-sync.spec.ts: the one local host the stack's calendar
// sync (--allow-feed-host) and this build's feed form accept (E2E_FEED_PORT beside another run).
const FEED_HOST = `127.0.0.1:${Number(process.env.E2E_FEED_PORT ?? 14336)}`
process.env.E2E_FEED_HOST = FEED_HOST
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx supabase/local/cli.ts --memory --quiet --port ${STACK_PORT} --smtp-port ${SMTP_PORT} --inbox-port ${INBOX_PORT} --allow-feed-host ${FEED_HOST}`,
      url: `${STACK_URL}/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      // A build folder per site port: runs side by side never serve each other's build.
      command: `npx vite build --mode e2e --outDir dist-e2e/${SITE_PORT} && npx vite preview --mode e2e --outDir dist-e2e/${SITE_PORT} --port ${SITE_PORT} --strictPort`,
      // Wins over .env.e2e, so the build talks to this run's stack.
      // The build prerenders the public pages from this run's stack, with share tags naming this site.
      env: {
        VITE_SUPABASE_URL: STACK_URL,
        VITE_CALENDAR_SYNC_ALLOWED_HOSTS: FEED_HOST,
        VITE_SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
      },
      url: `http://127.0.0.1:${SITE_PORT}`,
      timeout: 240_000,
      reuseExistingServer: false,
    },
  ],
})
