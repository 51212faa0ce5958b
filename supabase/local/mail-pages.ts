import type { MailAddress, StoredMessage } from './mail.ts'

/** The mail catcher's two pages: the inbox and one message. Self-contained (no CDN). */

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const addressText = (address: MailAddress) =>
  address.Name ? `${address.Name} <${address.Address}>` : address.Address

const addressList = (addresses: MailAddress[]) => addresses.map(addressText).join(', ')

const STYLE = `
  :root { color-scheme: light; --ink: #14213d; --muted: #5c6478; --line: #e3e6ee; --bg: #f6f7fb;
    --accent: #1d3a6e; --danger: #b42318; font-family: system-ui, -apple-system, "Segoe UI", Roboto,
    sans-serif; color: var(--ink); background: var(--bg); }
  * { box-sizing: border-box; }
  body { margin: 0; }
  a { color: var(--accent); }
  a:focus-visible, button:focus-visible { outline: 3px solid #f5b700; outline-offset: 2px; }
  header { background: var(--ink); color: #fff; }
  .bar { max-width: 72rem; margin: 0 auto; padding: 0.9rem 1rem; display: flex; flex-wrap: wrap;
    gap: 0.75rem; align-items: center; justify-content: space-between; }
  .bar a { color: #fff; }
  .brand { font-weight: 600; letter-spacing: 0.02em; }
  .actions { display: flex; gap: 0.5rem; align-items: center; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
  button, .button { font: inherit; font-size: 0.9rem; border-radius: 0.4rem; padding: 0.4rem 0.8rem;
    border: 1px solid rgba(255, 255, 255, 0.45); background: transparent; color: #fff; cursor: pointer;
    text-decoration: none; display: inline-block; }
  button.danger { background: var(--danger); border-color: var(--danger); }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 0.6rem; overflow: hidden; }
  table { width: 100%; border-collapse: collapse; font-size: 0.92rem; }
  th, td { text-align: left; padding: 0.65rem 0.8rem; border-bottom: 1px solid var(--line);
    vertical-align: top; }
  th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted);
    background: #fafbfd; }
  tr:last-child td { border-bottom: 0; }
  td.subject a { font-weight: 600; text-decoration: none; }
  td.subject a:hover { text-decoration: underline; }
  .snippet { display: block; color: var(--muted); font-size: 0.85rem; margin-top: 0.15rem; }
  .muted { color: var(--muted); }
  td time { color: var(--muted); white-space: nowrap; }
  .empty { padding: 2.5rem 1rem; text-align: center; color: var(--muted); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0;
    padding: 1rem; font-size: 0.92rem; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  [role=tablist] { display: flex; gap: 0.25rem; margin: 1.25rem 0 0; }
  [role=tab] { color: var(--ink); border: 1px solid var(--line); border-bottom: 0; background: #eef0f6;
    border-radius: 0.4rem 0.4rem 0 0; }
  [role=tab][aria-selected=true] { background: #fff; font-weight: 600; }
  [role=tabpanel] { border-top-left-radius: 0; }
  iframe { width: 100%; height: 70vh; border: 0; display: block; background: #fff; }
  pre { margin: 0; padding: 1rem; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.9rem; }
  ul.links { margin: 0; padding: 0.75rem 1rem 0.75rem 2rem; font-size: 0.9rem; }
  ul.links li { margin: 0.25rem 0; overflow-wrap: anywhere; }
  ul.links .muted { display: block; font-size: 0.8rem; }
  @media (max-width: 40rem) {
    thead { display: none; }
    tr { display: block; padding: 0.6rem 0.8rem; border-bottom: 1px solid var(--line); }
    td { display: block; border: 0; padding: 0.1rem 0; }
    td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); }
    dl { grid-template-columns: 1fr; }
    dt { margin-top: 0.4rem; }
  }
`

/** Shows times in the reader's zone; the server's text (UTC) stays when scripts are off. */
const LOCAL_TIMES = `
  for (const el of document.querySelectorAll('time[datetime]')) {
    el.textContent = new Date(el.dateTime).toLocaleString()
  }
`

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <div class="bar">
    <a class="brand" href="/">Local mail catcher</a>
    <div class="actions">
      <a class="button" href="">Refresh</a>
      <form method="post" action="/delete-all">
        <button type="submit" class="danger">Delete all</button>
      </form>
    </div>
  </div>
</header>
<main>
${body}
</main>
<script>${LOCAL_TIMES}${script}</script>
</body>
</html>`
}

const timeTag = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`

export function inboxPage(messages: StoredMessage[], total: number, notice?: string): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td data-label="From">${escapeHtml(message.From ? addressText(message.From) : '')}</td>
  <td data-label="To">${escapeHtml(addressList(message.To))}</td>
  <td class="subject"><a href="/view/${encodeURIComponent(message.ID)}">${
    escapeHtml(message.Subject) || '(no subject)'
  }</a><span class="snippet">${escapeHtml(message.Snippet.slice(0, 120))}</span></td>
  <td data-label="Received">${timeTag(message.Created)}</td>
</tr>`,
    )
    .join('\n')
  const list = messages.length
    ? `<div class="card"><table>
<thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`
    : `<div class="card"><p class="empty">No messages yet. Every email the local stack sends lands here.</p></div>`
  const newest = messages[0]?.ID ?? ''
  // Reloads when new mail arrives (or the inbox is emptied elsewhere).
  const poll = `
  const shown = ${JSON.stringify(`${total}:${newest}`)}
  setInterval(async () => {
    try {
      const response = await fetch('/api/v1/messages?limit=1')
      const data = await response.json()
      if (data.total + ':' + (data.messages[0]?.ID ?? '') !== shown) location.reload()
    } catch {}
  }, 2000)
`
  return layout(
    total ? `Inbox (${total})` : 'Inbox',
    `${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<h1>Inbox <span class="muted">(${total} message${total === 1 ? '' : 's'})</span></h1>
${list}`,
    poll,
  )
}

/** Links of the HTML body, so a reader (or a test) can follow one without the frame. */
function linksOf(html: string): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = []
  for (const match of html.matchAll(
    /<a\b[^>]*\bhref\s*=\s*("([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi,
  )) {
    const href = decodeEntities(match[2] ?? match[3] ?? '')
    if (!/^https?:/i.test(href)) continue
    // Decoded first: React Email pads buttons with hair-space entities, which trim() then drops.
    const text = decodeEntities(match[4]!.replace(/<[^>]+>/g, ' '))
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    links.push({ href, text })
  }
  return links
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

export function messagePage(message: StoredMessage): string {
  const header = (label: string, value: string) =>
    value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : ''
  const hasHtml = message.HTML.trim() !== ''
  // Links open in a new tab: the frame may not navigate itself or the page, nor run scripts.
  const srcdoc = `<base target="_blank">${message.HTML}`
  const htmlPanel = hasHtml
    ? `<div class="card" role="tabpanel" id="panel-html" aria-labelledby="tab-html">
  <iframe title="HTML body of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>
</div>`
    : ''
  const textPanel = `<div class="card" role="tabpanel" id="panel-text" aria-labelledby="tab-text"${
    hasHtml ? ' hidden' : ''
  }><pre>${escapeHtml(message.Text) || '<span class="muted">(no plain-text part)</span>'}</pre></div>`
  const tabs = `<div role="tablist" aria-label="Message body">
  ${hasHtml ? '<button type="button" role="tab" id="tab-html" aria-controls="panel-html" aria-selected="true">HTML</button>' : ''}
  <button type="button" role="tab" id="tab-text" aria-controls="panel-text" aria-selected="${hasHtml ? 'false' : 'true'}">Text</button>
</div>`
  const links = linksOf(message.HTML)
  const linkList = links.length
    ? `<h2 id="links">Links in this message</h2>
<div class="card"><ul class="links" aria-labelledby="links">
${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text || link.href)}</a> <span class="muted">${escapeHtml(link.href)}</span></li>`).join('\n')}
</ul></div>`
    : ''
  const tabScript = `
  const tabs = [...document.querySelectorAll('[role=tab]')]
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      for (const other of tabs) {
        const selected = other === tab
        other.setAttribute('aria-selected', String(selected))
        document.getElementById(other.getAttribute('aria-controls')).hidden = !selected
      }
    })
  }
`
  return layout(
    message.Subject || '(no subject)',
    `<p><a href="/">&larr; Inbox</a></p>
<h1>${escapeHtml(message.Subject) || '(no subject)'}</h1>
<div class="card"><dl>
${header('From', message.From ? addressText(message.From) : '')}
${header('To', addressList(message.To))}
${header('Cc', addressList(message.Cc))}
${header('Bcc', addressList(message.Bcc))}
${header('Reply-To', addressList(message.ReplyTo))}
<dt>Date</dt><dd>${timeTag(message.Date)}</dd>
<dt>Source</dt><dd><a href="/api/v1/message/${encodeURIComponent(message.ID)}/raw">Raw message</a></dd>
</dl></div>
${tabs}
${htmlPanel}
${textPanel}
${linkList}`,
    tabScript,
  )
}
