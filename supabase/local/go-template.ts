/**
 * The part of Go's html/template that Auth's email templates use here, subject and body alike
 * (GoTrue's templatemailer parses both): `{{ .Name }}` and `{{ .Data.key }}` (Data is the user's
 * user_metadata), and `{{ if … }}…{{ else }}…{{ end }}` on such a value or on `eq <value>
 * "text"`. Values are HTML-escaped; a missing one prints nothing and equals no text, as in Go;
 * HTML comments are dropped, as html/template drops them.
 * Any other action is refused when the template is read, so a template the local stack would
 * render differently from hosted fails at start rather than in an email.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; test: Test; then: Node[]; otherwise: Node[] }

type Test = { kind: 'truthy'; path: string[] } | { kind: 'eq'; path: string[]; text: string }

export type TemplateData = Record<string, unknown>

const FIELD = /^((?:\.[A-Za-z_][A-Za-z0-9_]*)+)$/
const EQ = /^eq\s+((?:\.[A-Za-z_][A-Za-z0-9_]*)+)\s+"((?:[^"\\]|\\.)*)"$/

function fieldPath(chain: string): string[] {
  return chain.slice(1).split('.')
}

function parseTest(action: string, source: string): Test {
  const eq = EQ.exec(action)
  if (eq) return { kind: 'eq', path: fieldPath(eq[1]!), text: JSON.parse(`"${eq[2]!}"`) as string }
  if (FIELD.test(action)) return { kind: 'truthy', path: fieldPath(action) }
  throw new Error(`the local stack's mailer cannot read {{ if ${action} }} in: ${source}`)
}

/** The template's tree; throws on an action the local stack does not render. */
export function parseTemplate(template: string): Node[] {
  const source = template.replace(/<!--[\s\S]*?-->/g, '')
  const root: Node[] = []
  // Each open `if`, with the list its nodes go to now (then or otherwise).
  const open: { node: Extract<Node, { kind: 'if' }>; into: Node[] }[] = []
  const current = () => open.at(-1)?.into ?? root
  let at = 0
  for (const match of source.matchAll(/\{\{(.*?)\}\}/gs)) {
    if (match.index > at) current().push({ kind: 'text', text: source.slice(at, match.index) })
    at = match.index + match[0].length
    const action = match[1]!.trim()
    const last = open.at(-1)
    if (action.startsWith('if ')) {
      const node = {
        kind: 'if' as const,
        test: parseTest(action.slice(3).trim(), source),
        then: [],
        otherwise: [],
      }
      current().push(node)
      open.push({ node, into: node.then })
    } else if (action === 'else' && last && last.into === last.node.then) {
      last.into = last.node.otherwise
    } else if (action === 'end' && open.length > 0) {
      open.pop()
    } else if (FIELD.test(action)) {
      current().push({ kind: 'value', path: fieldPath(action) })
    } else {
      throw new Error(`the local stack's mailer cannot read {{ ${action} }} in: ${source}`)
    }
  }
  if (open.length > 0) throw new Error(`unclosed {{ if }} in: ${source}`)
  if (at < source.length) current().push({ kind: 'text', text: source.slice(at) })
  return root
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data
  for (const name of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[name]
  }
  return value
}

/** Go's truth: false, 0, nil, and empty strings, maps and lists are false. */
function isTrue(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') {
    return false
  }
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

function passes(test: Test, data: TemplateData): boolean {
  const value = lookup(data, test.path)
  return test.kind === 'eq' ? value === test.text : isTrue(value)
}

export function renderTemplate(nodes: Node[], data: TemplateData): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text
      if (node.kind === 'if') {
        return renderTemplate(passes(node.test, data) ? node.then : node.otherwise, data)
      }
      const value = lookup(data, node.path)
      return value === undefined || value === null ? '' : escapeHtml(String(value))
    })
    .join('')
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;')
}
