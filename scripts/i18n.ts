// `npm run i18n`: compiles the interface texts (messages/<locale>/*.json) into typed functions
// in src/paraglide, with the options the Vite plugin uses (scripts/vite/paraglide.ts).
import { compile } from '@inlang/paraglide-js'
import { PARAGLIDE } from './vite/paraglide.ts'

await compile(PARAGLIDE)
// The inlang project keeps handles open for a while (as Paraglide's own CLI, exit when done).
process.exit(0)
