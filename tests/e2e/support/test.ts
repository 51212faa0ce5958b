import { test as base, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../../src/prerender/prerendered-page'

export * from '@playwright/test'

/**
 * Playwright's `test`, whose page waits, after `goto` and `reload`, for the app to have taken a
 * prerendered page over: the page is drawn (and Playwright would click) before its code has
 * run, and a button clicked then does nothing. A navigation given its own `waitUntil` is left
 * as asked (a test of the page before its code runs).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (!options?.waitUntil) await appTookOver(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (!options?.waitUntil) await appTookOver(page)
      return response
    }
    await provide(page)
  },
})

async function appTookOver(page: Page) {
  await page.waitForFunction(
    ([prerendered, hydrated]) =>
      !document.documentElement.hasAttribute(prerendered!) ||
      document.documentElement.hasAttribute(hydrated!),
    [PRERENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE],
  )
}
