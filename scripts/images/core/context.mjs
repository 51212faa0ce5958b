// The drawing context of the file being composed (size, collected <defs>, a random source seeded
// by the file's name) and the numbers every motif uses.

// whole pixels are plenty at these sizes and keep the files small
export const n = (v) => Math.round(v)
export const PI = Math.PI

function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hashString(s) {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The drawing context of the file being composed: size, collected <defs>, random source. */
export let C

export const rnd = (a = 0, b = 1) => a + (b - a) * C.rand()
export const pick = (list) => list[Math.floor(C.rand() * list.length)]

export function begin(w, h, name) {
  C = { w, h, defs: [], id: 0, rand: mulberry32(hashString(name)) }
}

export function finish(body) {
  const { w, h } = C
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${C.defs.join('')}</defs>${body}</svg>\n`
}

export const newId = (p) => `${p}${(C.id++).toString(36)}`
