// The brand's colours, as on the site.
export const BRAND = {
  navy: '#0f2a44',
  sea1: '#1b5e8a',
  sea2: '#2f86b3',
  sea3: '#7cc3d9',
  sand: '#efe4d2',
  ivory: '#faf7f2',
  terracotta: '#c1663f',
  ochre: '#d9a441',
  pine: '#2f5d3a',
  esterel: '#b4432b',
  gold: '#c8a15a',
}
