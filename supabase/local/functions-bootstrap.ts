// Runs one Edge Function under Deno for the local stack, as Supabase's edge runtime does: the
// function calls `Deno.serve(handler)` and the runtime decides where it listens. Here that is
// the loopback port the stack chose; the stack waits for the READY line before proxying.
declare const Deno: {
  ppid: number
  exit(code: number): never
  unrefTimer(id: number): void
  serve: (...args: unknown[]) => unknown
  env: { get(name: string): string | undefined; delete(name: string): void }
  args: string[]
}

const port = Number(Deno.env.get('LOCAL_FUNCTION_PORT'))
Deno.env.delete('LOCAL_FUNCTION_PORT')
const serve = Deno.serve.bind(Deno)

Deno.serve = (...args: unknown[]) => {
  const handler =
    args.find((arg) => typeof arg === 'function') ??
    (
      args.find((arg) => typeof (arg as { handler?: unknown })?.handler === 'function') as {
        handler: unknown
      }
    )?.handler
  return serve(
    { port, hostname: '127.0.0.1', onListen: () => console.log('LOCAL_FUNCTION_READY') },
    handler,
  )
}

// A stack killed outright cannot stop its workers: they notice and leave, freeing their ports.
const parent = Deno.ppid
const watchParent = setInterval(() => {
  if (Deno.ppid !== parent) Deno.exit(0)
}, 1000)
Deno.unrefTimer(watchParent as unknown as number)

const entry = Deno.args[0]!
await import(entry.startsWith('/') ? `file://${entry}` : entry)
