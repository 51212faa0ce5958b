import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/**
 * The whole markup once every lazy part has loaded (a page's chunks, its lazy widgets).
 *
 * Without its NUL characters: React 18's stream writes its whole 2,048-byte buffer when a
 * multi-byte character (the ² of "450 m²") does not fit at its end, so the buffer's unused zero
 * byte lands in the page (writeStringChunk in react-dom-server.node, fixed in React 19). No text
 * of the site holds a NUL, and the browser's parser would not keep one either.
 */
export function renderToHtml(app: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder()
    let html = ''
    // What React's pipe() needs of a Node stream: it writes, ends, and listens for nothing here.
    const sink = {
      write(chunk: Uint8Array | string) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
        return true
      },
      end() {
        resolve((html + decoder.decode()).replaceAll('\0', ''))
      },
      on() {
        return sink
      },
    }
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink as never),
      onShellError: reject,
      onError: reject,
    })
  })
}
