#!/usr/bin/env node
// The image generator lives in scripts/images/ (npm run images); this name still runs it.
import './images/index.mjs'
