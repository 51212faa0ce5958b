import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { parseTemplate, renderTemplate } from '../../../supabase/local/go-template'

// The local stack renders Auth's email templates as GoTrue's html/template does, for the
// actions our templates use (supabase/local/go-template.ts).

const render = (template: string, data: Record<string, unknown>) =>
  renderTemplate(parseTemplate(template), data)

describe('the local stack’s email templates', () => {
  it('branches on the user’s metadata, and a missing value matches no text', () => {
    const template = '{{ if eq .Data.language "fr" }}Bonjour{{ else }}Hello{{ end }} {{ .Email }}'
    expect(render(template, { Email: 'a@b.fr', Data: { language: 'fr' } })).toBe('Bonjour a@b.fr')
    expect(render(template, { Email: 'a@b.fr', Data: { language: 'en' } })).toBe('Hello a@b.fr')
    expect(render(template, { Email: 'a@b.fr', Data: {} })).toBe('Hello a@b.fr')
  })

  it('escapes values, prints a missing one as nothing and drops HTML comments', () => {
    expect(render('<!-- note -->{{ .Email }}|{{ .Data.name }}', { Email: '<a&b>', Data: {} })).toBe(
      '&lt;a&amp;b&gt;|',
    )
  })

  it('nests conditions and tests a value’s truth', () => {
    const template = '{{ if .Data.vip }}{{ if eq .Data.language "fr" }}VIP fr{{ end }}{{ end }}.'
    expect(render(template, { Data: { vip: true, language: 'fr' } })).toBe('VIP fr.')
    expect(render(template, { Data: { vip: '', language: 'fr' } })).toBe('.')
  })

  it('refuses at start an action it would not render as hosted does', () => {
    expect(() => parseTemplate('{{ range .Items }}x{{ end }}')).toThrow(/cannot read/)
    expect(() => parseTemplate('{{ .Email | upper }}')).toThrow(/cannot read/)
    expect(() => parseTemplate('{{ if .Data.x }}open')).toThrow(/unclosed/)
    expect(() => parseTemplate('{{ else }}')).toThrow(/cannot read/)
  })

  it('reads our recovery email and subject', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: { email: { template: { recovery: { subject: string } } } }
    }
    const subject = parseTemplate(config.auth.email.template.recovery.subject)
    expect(renderTemplate(subject, { Data: { language: 'fr' } })).toBe(
      'Réinitialiser votre mot de passe Riviera Villas',
    )
    expect(renderTemplate(subject, { Data: null })).toBe('Reset your Riviera Villas password')
    expect(() =>
      parseTemplate(readFileSync('supabase/templates/recovery.html', 'utf8')),
    ).not.toThrow()
  })
})
