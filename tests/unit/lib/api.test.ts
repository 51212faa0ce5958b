import { PostgrestClient } from '@supabase/postgrest-js'
import { describe, expect, it } from 'vitest'
import { dataOf, run, runCounted, withSignal } from '@/lib/api'
import type { Database } from '@/types/database.types'

/** A PostgREST client whose every request is answered by `answer`, and recorded. */
function clientAnswering(answer: () => Response) {
  const sent: { url: string; signal: AbortSignal | null | undefined }[] = []
  const client = new PostgrestClient<Database>('http://rest.test/rest/v1', {
    fetch: async (input, init) => {
      sent.push({ url: String(input), signal: init?.signal })
      return answer()
    },
  })
  return { client, sent }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('run', () => {
  it('gives the data the request answered', async () => {
    const { client } = clientAnswering(() => json([{ id: 'a', name: 'Villa Azur' }]))
    expect(await run(client.from('villas').select('id, name'))).toEqual([
      { id: 'a', name: 'Villa Azur' },
    ])
  })

  it("sends the query's abort signal when one is given, and none otherwise", async () => {
    const { client, sent } = clientAnswering(() => json([]))
    const controller = new AbortController()
    await run(client.from('villas').select('id'), controller.signal)
    await run(client.from('villas').select('id'))
    expect(sent[0]!.signal).toBe(controller.signal)
    expect(sent[1]!.signal ?? null).toBeNull()
  })

  it("throws PostgREST's error as it came, code included", async () => {
    const { client } = clientAnswering(() =>
      json({ code: '23P01', message: 'These dates overlap', details: null, hint: null }, 400),
    )
    await expect(
      run(client.from('bookings').update({ status: 'confirmed' }).eq('id', 'x')),
    ).rejects.toMatchObject({ code: '23P01', message: 'These dates overlap' })
  })

  it('gives the count the request asked for', async () => {
    const { client } = clientAnswering(() => json([{ id: 'a' }], 200, { 'content-range': '0-0/7' }))
    expect(await runCounted(client.from('villas').select('id', { count: 'exact' }))).toEqual({
      data: [{ id: 'a' }],
      count: 7,
    })
  })
})

describe('withSignal', () => {
  it('keeps the signal through .single()', async () => {
    const { client, sent } = clientAnswering(() => json({ id: 'a' }))
    const controller = new AbortController()
    const row = dataOf(
      await withSignal(
        client.from('villas').select('id').eq('id', 'a'),
        controller.signal,
      ).single(),
    )
    expect(row).toEqual({ id: 'a' })
    expect(sent[0]!.signal).toBe(controller.signal)
  })
})

describe('dataOf', () => {
  it('gives the data of any answer, or throws its error', () => {
    expect(dataOf({ data: { path: 'a.webp' }, error: null })).toEqual({ path: 'a.webp' })
    const failure = new Error('The object exceeded the maximum allowed size')
    expect(() => dataOf({ data: null, error: failure })).toThrow(failure)
  })
})
