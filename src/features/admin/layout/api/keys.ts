/** Active villas for the pickers of the FAQ and review screens (one shared cache entry). */
export const activeVillaKeys = {
  list: () => ['admin', 'active-villas', 'by-name'] as const,
}
