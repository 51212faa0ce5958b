import * as m from '@/paraglide/messages'

/** What Manage Villas shows, kept in the URL (?q=…&status=…&page=…&size=…): pure logic, no React. */

export const VILLA_PAGE_SIZES = [25, 50, 100] as const
export type VillaPageSize = (typeof VILLA_PAGE_SIZES)[number]

export const VILLA_STATUSES = ['active', 'inactive'] as const
export type VillaStatus = (typeof VILLA_STATUSES)[number]

export interface VillaListView {
  /** Matched against the name and the location, accents and case aside. */
  search: string
  /** null = every villa. */
  status: VillaStatus | null
  page: number
  pageSize: VillaPageSize
}

export const DEFAULT_VILLA_LIST_VIEW: VillaListView = {
  search: '',
  status: null,
  page: 1,
  pageSize: 25,
}

/** Reads a view from the URL; anything missing or malformed falls back to the default. */
export function parseVillaListView(params: URLSearchParams): VillaListView {
  const status = params.get('status')
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: VILLA_STATUSES.find((candidate) => candidate === status) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: VILLA_PAGE_SIZES.find((candidate) => candidate === size) ?? 25,
  }
}

/** Writes a view to the URL, leaving out the defaults so links stay short. */
export function serializeVillaListView(view: VillaListView, base?: URLSearchParams) {
  const params = new URLSearchParams(base)
  for (const key of ['q', 'status', 'page', 'size']) params.delete(key)
  if (view.search.trim()) params.set('q', view.search)
  if (view.status) params.set('status', view.status)
  if (view.page > 1) params.set('page', String(view.page))
  if (view.pageSize !== DEFAULT_VILLA_LIST_VIEW.pageSize) params.set('size', String(view.pageSize))
  return params
}

/** "Saint-Raphaël" and "saint raphael" are the same to someone typing. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()
}

interface ListedVilla {
  name: string
  location: string
  is_active: boolean
}

/** The villas the view shows, in their order; every word typed must match name or location. */
export function filterVillas<T extends ListedVilla>(
  villas: readonly T[],
  view: VillaListView,
): T[] {
  const words = foldForSearch(view.search).split(' ').filter(Boolean)
  return villas.filter((villa) => {
    if (view.status === 'active' && !villa.is_active) return false
    if (view.status === 'inactive' && villa.is_active) return false
    const haystack = foldForSearch(`${villa.name} ${villa.location}`)
    return words.every((word) => haystack.includes(word))
  })
}

/** "60 villas · 56 active". */
export function villaTotals(villas: readonly ListedVilla[]): string {
  const active = villas.filter((villa) => villa.is_active).length
  return m.admin_villas_totals({
    villas: m.admin_villas_villas_count({ count: villas.length }),
    active: m.admin_villas_active_count({ count: active }),
  })
}

/** A new search or filter starts again from the first page. */
export function updateVillaListView(view: VillaListView, update: Partial<VillaListView>) {
  const resetsPage = 'search' in update || 'status' in update || 'pageSize' in update
  return { ...view, ...update, page: resetsPage ? 1 : (update.page ?? view.page) }
}

/** The page's villas, and how many pages there are (at least one). */
export function villaPage<T>(listed: readonly T[], view: VillaListView) {
  const pageCount = Math.max(1, Math.ceil(listed.length / view.pageSize))
  const page = Math.min(view.page, pageCount)
  return { rows: listed.slice((page - 1) * view.pageSize, page * view.pageSize), page, pageCount }
}
