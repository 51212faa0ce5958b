import { applyLocale } from '@/lib/i18n/locale'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, failureToast, type MutationErrorToast } from '@/lib/query-client'
import {
  failureMessage,
  networkMessage,
  timeoutMessage,
  unknownFailureMessage,
} from '@/lib/request-errors'
import { toast } from '@/lib/toast'

// What PostgREST answers (supabase-js's PostgrestError shape) and what a request that never got
// an answer carries (postgrest-js turns fetch's failure into a message with an empty code).
const refused = {
  code: '23514',
  message: 'The price must be greater than 0',
  details: '',
  hint: '',
}
const throttled = {
  code: 'PT429',
  message: 'Too many booking requests. Please wait a few minutes and try again.',
}
const offline = { code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' }
const timedOut = { code: '', message: 'TimeoutError: The server did not answer within 10 seconds' }

describe('the default message of a failed request', () => {
  it("is the database's own sentence for a refusal", () => {
    expect(failureMessage(refused)).toBe('The price must be greater than 0')
  })

  it("is the flood control's sentence when throttled", () => {
    expect(failureMessage(throttled)).toBe(throttled.message)
  })

  it('says the server took too long when the request hit its deadline', () => {
    expect(failureMessage(timedOut)).toBe(timeoutMessage())
  })

  it('speaks the language on screen', () => {
    applyLocale('fr')
    try {
      expect(failureMessage(offline)).toBe(
        'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
      )
    } finally {
      applyLocale('en')
    }
  })

  it('says the server could not be reached when the request never left', () => {
    expect(failureMessage(offline)).toBe(networkMessage())
    expect(failureMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      networkMessage(),
    )
  })

  it("is a thrown error's message", () => {
    expect(failureMessage(new Error('The review was not updated'))).toBe(
      'The review was not updated',
    )
  })

  it('falls back to a plain sentence, or the caller’s, when the error has no words', () => {
    expect(failureMessage({ message: '' })).toBe(unknownFailureMessage())
    expect(failureMessage({ message: '{}' })).toBe(unknownFailureMessage())
    expect(failureMessage(undefined, 'Failed to reset two-factor authentication.')).toBe(
      'Failed to reset two-factor authentication.',
    )
  })
})

/** Runs a mutation that fails with `error` through the app's query client. */
async function failMutation(error: unknown, errorToast?: MutationErrorToast) {
  const client = createQueryClient()
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta: errorToast === undefined ? { writes: [] } : { writes: [], errorToast },
  })
  await mutation.execute(undefined).catch(() => undefined)
}

describe('the mutation layer shows a failed mutation’s toast', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows "Error" with the default message when the caller names none', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    await failMutation(refused)
    expect(shown).toHaveBeenCalledOnce()
    expect(shown).toHaveBeenCalledWith('Error', {
      description: 'The price must be greater than 0',
    })
  })

  it('shows the throttle sentence by default when the database throttled', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    await failMutation(throttled)
    expect(shown).toHaveBeenCalledWith('Error', { description: throttled.message })
  })

  it("shows the caller's toast instead when its screen names one", async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    await failMutation(refused, { title: 'Error', description: 'Failed to save FAQ' })
    expect(shown).toHaveBeenCalledWith('Error', { description: 'Failed to save FAQ' })
  })

  it("shows the caller's title over the default message (a function of the error)", async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    await failMutation(offline, failureToast('Sync failed'))
    expect(shown).toHaveBeenCalledWith('Sync failed', { description: networkMessage() })
  })

  it('shows nothing when the screen shows the failure itself', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    await failMutation(refused, false)
    expect(shown).not.toHaveBeenCalled()
  })

  it('shows nothing for a mutation that succeeds', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    const client = createQueryClient()
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved', meta: { writes: [] } })
      .execute(undefined)
    expect(shown).not.toHaveBeenCalled()
  })
})

const SRC = join(__dirname, '../../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `onError` callbacks (mutate options, useMutation options) whose body shows an error toast. */
function handBuiltErrorToasts(text: string, file: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'onError' &&
      /toast\s*\.\s*error\s*\(/.test(node.initializer.getText(source))
    ) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('components leave a failed mutation’s toast to the mutation layer', () => {
  it('finds an onError toast where one is written (the check can fail)', () => {
    const sample = `mutate(x, { onError: (error) => toast.error('Error', { description: error.message }) })`
    expect(handBuiltErrorToasts(sample, 'sample.tsx')).toEqual(['sample.tsx:1'])
  })

  it('no onError callback in src shows an error toast, but the mutation layer itself', () => {
    // Only files that mention both are parsed (the walk stays quick on a busy machine).
    const found = sourceFiles(SRC).flatMap((path) => {
      const text = readFileSync(path, 'utf8')
      if (!text.includes('onError') || !text.includes('toast')) return []
      return handBuiltErrorToasts(text, relative(SRC, path).split('\\').join('/'))
    })
    expect(found.map((where) => where.replace(/:\d+$/, ''))).toEqual([
      // Deleting a villa with bookings: the toast offers "Deactivate villa" for that villa.
      'features/admin/villas/components/villas-screen.tsx',
      // The query cache's load-failure toasts (meta.errorToast of a query).
      'lib/query-client.ts',
    ])
  })
})
