import { FIRST_PAINT_FONT_DISPLAY } from '@/prerender/prerendered-page'

/**
 * A prerendered page's fonts are `optional` (scripts/vite/prerender.ts): when they arrived too
 * late for its first paint, the browser keeps the fallback fonts for the whole document, and so
 * for every page the app then draws in it. Called at the first navigation: the same faces,
 * declared again with `swap`, come from the cache and replace the fallback within moments of the
 * visitor's click, when the page is changing anyway (a shift right after input is not a layout
 * shift). Once only; a no-op where no face was `optional`.
 */
export function swapInSiteFonts(document: Document) {
  const optional = new RegExp(`font-display:\\s*${FIRST_PAINT_FONT_DISPLAY}`)
  const rules: string[] = []
  for (const sheet of Array.from(document.styleSheets)) {
    let cssRules: CSSRuleList
    try {
      cssRules = sheet.cssRules
    } catch {
      continue // another origin's sheet: none of ours
    }
    for (const { cssText } of Array.from(cssRules)) {
      if (cssText.startsWith('@font-face') && optional.test(cssText)) {
        rules.push(cssText.replace(optional, 'font-display: swap'))
      }
    }
  }
  if (rules.length === 0) return
  const style = document.createElement('style')
  style.textContent = rules.join('\n')
  document.head.appendChild(style)
}
