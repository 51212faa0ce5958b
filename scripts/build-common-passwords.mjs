// Writes src/lib/password-policy/common-passwords.txt: the most used passwords, most used first,
// from the list zxcvbn ships (frequency-ranked, from leaked password sets; MIT licence).
//
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/build-common-passwords.mjs package/src/passwords.json [--top 10000]
//
// Kept to the top 10,000 (about 30 KB gzipped): the browser loads it only on the admin's password
// forms, and the local stack's Auth reads the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '10000' } },
})
const [source] = positionals
if (!source) {
  console.error('Usage: node scripts/build-common-passwords.mjs <passwords.json> [--top 10000]')
  process.exit(2)
}
const all = JSON.parse(readFileSync(source, 'utf8'))
const seen = new Set()
const kept = []
for (const entry of all) {
  const password = String(entry).toLowerCase()
  // One per line: a password holding a line break could not be listed (none does).
  if (!password || /\s/.test(password) || seen.has(password)) continue
  seen.add(password)
  kept.push(password)
  if (kept.length === Number(values.top)) break
}
const header = [
  `# The ${kept.length} most used passwords, most used first, lowercase.`,
  '# From @zxcvbn-ts/language-common 4.1.3 src/passwords.json (MIT licence,',
  '# Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts).',
  '# Regenerate with scripts/build-common-passwords.mjs.',
]
const target = new URL('../src/lib/password-policy/common-passwords.txt', import.meta.url)
writeFileSync(target, `${[...header, ...kept].join('\n')}\n`)
console.log(`wrote ${kept.length} passwords`)
