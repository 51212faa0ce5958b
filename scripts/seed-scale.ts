// `npm run db:seed -- --scale large|small [--date yyyy-mm-dd] [--data-dir <dir>] [--db-url <url>]`
// Fills the LOCAL database (the one `npm run dev` serves) with five years of business on top of
// the demo seed: supabase/scale/scale-seed.sql, in one transaction (see that file). A re-run
// replaces the previous scale data; `npm run db:reset` removes it. Never for a hosted project.
import { parseArgs } from 'node:util'
import { DataDirBusy } from '../supabase/local/data-dir.ts'
import { DEFAULT_DATA_DIR, start } from '../supabase/local/server.ts'
import { SCALES, scaleCounts, seedScale, todayUtc, type Scale } from './lib/scale-seed.ts'

const USAGE = `Usage: npm run db:seed -- --scale large|small [--date yyyy-mm-dd] [--data-dir <dir>] [--db-url <url>]
  --scale     large: 60 villas, ~25,000 bookings, ~47,000 blocked days, 2,000 enquiries
              small: 10 villas, ~2,200 bookings (what CI loads)
  --date      the day the history is written around (default: today, UTC); same scale and
              day, same rows
  --data-dir  the PGlite data folder (default: .supabase-local/, the one npm run dev serves)
  --db-url    a PostgreSQL database served by the stack instead (LOCAL_STACK_DB_URL)`

function fail(message: string): never {
  console.error(`db:seed: ${message}`)
  process.exit(1)
}

function readArgs() {
  let values
  try {
    values = parseArgs({
      options: {
        scale: { type: 'string' },
        date: { type: 'string' },
        'data-dir': { type: 'string' },
        'db-url': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (!SCALES.includes(values.scale as Scale)) {
    fail(`--scale must be one of ${SCALES.join(', ')}.\n${USAGE}`)
  }
  const today = values.date ?? todayUtc()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
    fail(`--date must be a date (yyyy-mm-dd), got "${today}".`)
  }
  return {
    scale: values.scale as Scale,
    today,
    dataDir: values['data-dir'] ?? DEFAULT_DATA_DIR,
    dbUrl: values['db-url'] ?? (process.env.LOCAL_STACK_DB_URL || undefined),
  }
}

async function main() {
  const { scale, today, dataDir, dbUrl } = readArgs()
  // The stack's own start-up opens the database: it takes the data folder's lock (PGlite has one
  // writer, so a running `npm run dev` must be stopped first), and on a first run it migrates
  // and seeds. Its HTTP side listens on a free port for the few seconds this takes.
  const stack = await start({ port: 0, quiet: true, dataDir, dbUrl }).catch((error: unknown) => {
    if (error instanceof DataDirBusy) {
      fail(`${error.message}\nStop \`npm run dev\` (or the stack), seed, then start it again.`)
    }
    fail(`the local database could not be opened:\n${(error as Error).message}`)
  })
  try {
    console.log(
      `Loading the ${scale} scale dataset (history around ${today}) into ` +
        (dbUrl ? 'the PostgreSQL database' : dataDir) +
        '…',
    )
    const report = await seedScale(stack.db.pg, scale, { today })
    const counts = await scaleCounts(stack.db.pg, new Date().toISOString())
    const { bookings, enquiries, villas } = counts
    console.log(
      [
        `Loaded in ${report.seconds.toFixed(1)}s (${stack.db.pg.kind}), on top of the demo seed:`,
        `  villas             ${villas.active + villas.inactive} (${villas.inactive} inactive)`,
        `  bookings           ${bookings.total}: ${bookings.confirmed} confirmed, ${bookings.cancelled} cancelled, ` +
          `${bookings.expired} expired, ${bookings.pending} pending`,
        `  blocked days       ${counts.blockedDates}`,
        `  seasonal prices    ${counts.seasonalPricing}`,
        `  enquiries          ${enquiries.total}: ${enquiries.general} general, ${enquiries.concierge} concierge; ` +
          `${enquiries.unread} unread, ${enquiries.read} read, ${enquiries.replied} replied`,
        `  FAQs, reviews      ${counts.faqs}, ${counts.reviews}`,
        '',
        'Run `npm run dev` to see it (admin: /admin); `npm run db:reset` goes back to the demo seed.',
      ].join('\n'),
    )
  } catch (error) {
    console.error(
      `db:seed: nothing was loaded (the transaction was rolled back):\n${(error as Error).message}`,
    )
    process.exitCode = 1
  } finally {
    await stack.stop()
  }
}

await main()
