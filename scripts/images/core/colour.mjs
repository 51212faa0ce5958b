// Colour arithmetic on #rrggbb strings.

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
function mix(a, b, t) {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  const c = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`
}
export const dark = (c, t) => mix(c, '#0b1a2c', t)
export const light = (c, t) => mix(c, '#ffffff', t)
