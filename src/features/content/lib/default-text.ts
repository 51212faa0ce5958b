import type { SectionDefaults } from './page-content'

/** A section whose built-in content is a message, read in the language on screen. */
export function text(message: () => string): SectionDefaults {
  return {
    get content() {
      return message()
    },
  }
}
