import * as m from '@/paraglide/messages'

/**
 * What the site fills into a page text, said under the field so staff keep the placeholders
 * (and know where their values come from): {villa_count} from the villas, {{tokens}} from the
 * legal identity (features/content/lib/placeholders.ts and legal-text.ts fill them).
 */
export function placeholderHint(content: string): string | undefined {
  const hints: string[] = []
  if (content.includes('{villa_count}'))
    hints.push(m.admin_pages_hint_villa_count({ placeholder: '{villa_count}' }))
  const token = /\{\{([a-z_]+)\}\}/.exec(content)
  if (token) hints.push(m.admin_pages_hint_tokens({ token: `{{${token[1]}}}` }))
  return hints.length > 0 ? hints.join(' ') : undefined
}
