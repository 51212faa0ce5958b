import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

export type Locale = 'en' | 'fr'

/**
 * The interface texts of one language as the site can show them (messages/<locale>/*.json): every
 * variant of every message, with its placeholders ({name}) as wildcards.
 */
type Message = string | { match: Record<string, string> }[]

export function catalogue(locale: 'en' | 'fr'): Map<string, string[]> {
  const folder = join(process.cwd(), 'messages', locale)
  const texts = new Map<string, string[]>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, Message>
    for (const [key, message] of Object.entries(messages)) {
      if (key === '$schema') continue
      texts.set(
        key,
        typeof message === 'string'
          ? [message]
          : message.flatMap((variant) => Object.values(variant.match)),
      )
    }
  }
  return texts
}

/**
 * English function words no French sentence uses: they catch what the catalogues and the content
 * cannot, such as a sentence written in the code or a value staff typed in English. The word
 * edges are letters of any alphabet (ASCII `\b` would see "for" in "forêt" or "forçait").
 */
export const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|are|is|of|with|your|our|this|these|for|you|being|will|please|from)(?!\p{L})/iu

/** Collapses spaces (French typography's narrow and non-breaking ones included). */
export const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/**
 * The texts that exist in `locale` only (the other language's catalogue never shows them),
 * as patterns a whole text on screen is checked against. Texts with fewer than four letters of
 * their own ("{count}", "OK") say nothing about a language and are left out.
 */
export function languageOnlyPatterns(locale: 'en' | 'fr'): { key: string; pattern: RegExp }[] {
  const mine = catalogue(locale)
  const other = catalogue(locale === 'en' ? 'fr' : 'en')
  // A text the other language also uses, under any key ("Français" names the language in
  // both; "Extras" is French too), says nothing about which language is on screen.
  // A language's own name ("English", "Français") reads the same on both sites.
  const theirs = new Set([...other.values()].flat().map(normalise).concat('English', 'Français'))
  const patterns: { key: string; pattern: RegExp }[] = []
  for (const [key, variants] of mine) {
    for (const variant of variants.map(normalise)) {
      if (theirs.has(variant)) continue
      const literal = variant.replace(/\{[^}]*\}/g, '')
      if ((literal.match(/\p{L}/gu) ?? []).length < 4) continue
      const source = variant
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')
      patterns.push({ key, pattern: new RegExp(`^${source}$`) })
    }
  }
  return patterns
}

/**
 * Every text a visitor sees or hears on the page (text, alt, aria-label, placeholder, title),
 * except what is marked as written in another language (lang="…": a review, the language switch).
 */
export async function textsOnScreen(page: Page, locale: Locale): Promise<string[]> {
  return page.evaluate((pageLanguage) => {
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && node.textContent?.trim() && shown(parent) && inPageLanguage(parent)) {
        texts.push(node.textContent)
      }
    }
    for (const element of document.body.querySelectorAll(
      '[alt], [aria-label], [placeholder], [title]',
    )) {
      if (!inPageLanguage(element)) continue
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  }, locale)
}

/** The texts on screen that belong to the other language's interface (its messages only). */
export async function foreignTextsOnScreen(page: Page, locale: Locale): Promise<string[]> {
  const foreign = languageOnlyPatterns(locale === 'en' ? 'fr' : 'en')
  const found: string[] = []
  for (const raw of await textsOnScreen(page, locale)) {
    const text = normalise(raw)
    const message = foreign.find(({ pattern }) => pattern.test(text))
    if (message) found.push(`"${text}" (${message.key})`)
  }
  return found
}

/**
 * What is not French on a French screen: the English interface's messages, and any text with
 * English function words, unless it is marked as written in another language (lang="…").
 */
export async function englishOnFrenchScreen(page: Page): Promise<string[]> {
  const english = languageOnlyPatterns('en')
  const found: string[] = []
  for (const raw of await textsOnScreen(page, 'fr')) {
    const text = normalise(raw)
    const message = english.find(({ pattern }) => pattern.test(text))
    if (message) found.push(`"${text}" (${message.key})`)
    else if (ENGLISH_WORDS.test(text)) found.push(`"${text}" (English words)`)
  }
  return found
}
