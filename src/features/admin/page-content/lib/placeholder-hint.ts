/**
 * What the site fills into a page text, said under the field so staff keep the placeholders
 * (and know where their values come from): {villa_count} from the villas, {{tokens}} from the
 * legal identity (features/content/lib/placeholders.ts and legal-text.ts fill them).
 */
export function placeholderHint(content: string): string | undefined {
  const hints: string[] = []
  if (content.includes('{villa_count}'))
    hints.push('{villa_count} becomes the number of villas on the site ("seven", "56").')
  const token = /\{\{([a-z_]+)\}\}/.exec(content)
  if (token)
    hints.push(
      `Words in double braces, such as {{${token[1]}}}, are filled in from Profile Settings › ` +
        'Legal identity; a line whose item is still empty is left out.',
    )
  return hints.length > 0 ? hints.join(' ') : undefined
}
