/**
 * The API requests each public route needs first, started by a few lines in index.html while the
 * app's code is still downloading (scripts/vite/route-preload.ts). The app's public client then
 * takes those answers instead of asking again (lib/public-api.ts), so a page's data arrives with
 * its code rather than one round trip after it.
 *
 * Each entry is exactly the request the app's query sends (same URL, method, Accept and body);
 * tests/unit/app/early-requests.test.ts checks that against the query functions, so a changed
 * query that no longer matches fails there instead of silently losing its head start.
 */
export interface EarlyRequest {
  /** After `/rest/v1/`; `{id}` stands for the route's first captured segment. */
  path: string
  method: 'GET' | 'POST'
  /** The Accept header PostgREST needs for a single object. */
  accept?: string
  /** The Prefer header, e.g. count=exact for a list with its count. */
  prefer?: string
  body?: string
  /** Only for the address without a query string (the page's default view). */
  bareAddressOnly?: boolean
}

const OBJECT = 'application/vnd.pgrst.object+json'

/** The maintenance check (the app's gate). */
const MAINTENANCE_CHECK: EarlyRequest = {
  path: 'site_settings?select=setting_value&setting_key=eq.maintenance_mode',
  method: 'GET',
  accept: OBJECT,
}
const siteDetails: EarlyRequest = {
  path: 'site_settings?select=setting_key%2Csetting_value%2Csetting_value_fr&setting_key=in.%28contact_phone%2Ccontact_email%2Cconcierge_email%2Ccontact_address%2Coffice_hours_weekdays%2Coffice_hours_saturday%2Coffice_hours_sunday%2Cinstagram_url%2Cfacebook_url%2Clinkedin_url%29',
  method: 'GET',
}
const pageContent = (slug: string): EarlyRequest => ({
  path: `page_content?select=*&page_slug=eq.${slug}&is_active=eq.true&order=display_order.asc`,
  method: 'GET',
})
const legalIdentity: EarlyRequest = {
  path: 'site_settings?select=setting_key%2Csetting_value&setting_key=in.%28legal_company_name%2Clegal_form%2Clegal_share_capital%2Clegal_registered_office%2Clegal_rcs_number%2Clegal_rcs_city%2Clegal_vat_number%2Clegal_publication_director%2Clegal_host_name%2Clegal_host_address%2Clegal_host_phone%2Clegal_mediator_name%2Clegal_mediator_address%2Clegal_mediator_website%29',
  method: 'GET',
}
const featuredVillas: EarlyRequest = {
  path: 'villas?select=*&is_active=eq.true&order=created_at.asc&limit=4',
  method: 'GET',
}
/** The collection's first page without filters, with its count. */
const collection: EarlyRequest = {
  path: 'rpc/villa_collection?offset=0&limit=12',
  method: 'POST',
  prefer: 'count=exact',
  body: '{}',
  bareAddressOnly: true,
}
const destinations: EarlyRequest = { path: 'rpc/villa_destinations', method: 'POST', body: '{}' }
const villaCount: EarlyRequest = { path: 'rpc/active_villa_count', method: 'POST', body: '{}' }

/** Asked on every public route: the maintenance check and the footer's contact details. */
export const EARLY_FOR_EVERY_ROUTE: readonly EarlyRequest[] = [MAINTENANCE_CHECK, siteDetails]

/** By page module (the router's lazy pages). */
export const EARLY_BY_PAGE: Readonly<Record<string, readonly EarlyRequest[]>> = {
  'src/pages/home-page.tsx': [pageContent('home'), featuredVillas],
  'src/pages/villas-page.tsx': [collection, destinations],
  'src/pages/villa-page.tsx': [
    { path: 'villas?select=*&id=eq.{id}', method: 'GET', accept: OBJECT },
    {
      path: 'villa_faqs?select=*&villa_id=eq.{id}&is_active=eq.true&order=display_order.asc',
      method: 'GET',
    },
    {
      path: 'villa_reviews?select=id%2Cvilla_id%2Cguest_name%2Cguest_location%2Creview_text%2Cdisplay_order%2Crating%2Cstay_month%2Cis_verified%2Cpublished_on%2Clanguage&villa_id=eq.{id}&is_active=eq.true&order=display_order.asc',
      method: 'GET',
    },
    {
      path: 'villa_photos?select=url%2Ccaption%2Ccaption_fr%2Croom&villa_id=eq.{id}&order=position.asc',
      method: 'GET',
    },
    {
      path: 'page_content?select=content%2Ccontent_fr%2Cimage_url&page_slug=eq.villa-detail&section_key=eq.area&is_active=eq.true',
      method: 'GET',
      accept: OBJECT,
    },
  ],
  'src/pages/destination-page.tsx': [
    pageContent('destination'),
    {
      path: 'villas?select=*&is_active=eq.true&location=ilike.%25Saint+Rapha%C3%ABl%25&order=created_at.asc',
      method: 'GET',
    },
  ],
  'src/pages/experience-page.tsx': [pageContent('experience')],
  'src/pages/about-page.tsx': [pageContent('about'), villaCount],
  'src/pages/terms-page.tsx': [pageContent('terms'), legalIdentity],
  'src/pages/privacy-page.tsx': [pageContent('privacy'), legalIdentity],
  'src/pages/legal-notice-page.tsx': [pageContent('legal-notice'), legalIdentity],
}

/** How an answer is found again: the same request, whoever started it. */
export function earlyRequestKey(method: string, url: string, accept = '', body = '') {
  return `${method.toUpperCase()} ${url} ${accept} ${body}`
}
