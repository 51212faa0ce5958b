import { currentLocale, localizedPath } from '@/lib/i18n/locale'

/** A public page's link in the language being shown: `/villas`, or `/fr/villas` in French. */
const inLanguage = (href: string) => localizedPath(href, currentLocale())

/**
 * Every route of the app and how to link to it. A public route's `path` is its English address
 * (the router adds the `/fr` tree); its `href` links in the language on screen. Admin routes
 * have no language in their address: the staff member's choice sets it.
 */
export const paths = {
  home: { path: '/', href: () => inLanguage('/') },
  villas: { path: '/villas', href: () => inLanguage('/villas') },
  villa: { path: '/villa/:id', href: (id: string) => inLanguage(`/villa/${id}`) },
  bookingRequestSent: {
    path: '/villa/:id/request-sent/:bookingId',
    href: (villaId: string, bookingId: string) =>
      inLanguage(`/villa/${villaId}/request-sent/${bookingId}`),
  },
  /** The guest's stay page: the token is the link's secret (issue 21). */
  stay: {
    path: '/stay/:token',
    href: (token: string) => inLanguage(`/stay/${encodeURIComponent(token)}`),
  },
  /** The guest's review of their stay: the token is the link's secret (issue 21, point 5). */
  review: {
    path: '/review/:token',
    href: (token: string) => inLanguage(`/review/${encodeURIComponent(token)}`),
  },
  destination: { path: '/destination', href: () => inLanguage('/destination') },
  experience: { path: '/experience', href: () => inLanguage('/experience') },
  about: { path: '/about', href: () => inLanguage('/about') },
  contact: { path: '/contact', href: () => inLanguage('/contact') },
  concierge: { path: '/concierge', href: () => inLanguage('/concierge') },
  terms: { path: '/terms', href: () => inLanguage('/terms') },
  privacy: { path: '/privacy', href: () => inLanguage('/privacy') },
  legalNotice: { path: '/legal-notice', href: () => inLanguage('/legal-notice') },
  admin: {
    root: { path: '/admin', href: () => '/admin' },
    forgotPassword: { path: 'forgot-password', href: () => '/admin/forgot-password' },
    resetPassword: { path: 'reset-password', href: () => '/admin/reset-password' },
    today: { path: 'today', href: () => '/admin/today' },
    villas: { path: 'villas', href: () => '/admin/villas' },
    bookings: { path: 'bookings', href: () => '/admin/bookings' },
    planner: { path: 'planner', href: () => '/admin/planner' },
    analytics: { path: 'analytics', href: () => '/admin/analytics' },
    blockedDates: { path: 'blocked-dates', href: () => '/admin/blocked-dates' },
    seasonalPricing: { path: 'seasonal-pricing', href: () => '/admin/seasonal-pricing' },
    touristTax: { path: 'tourist-tax', href: () => '/admin/tourist-tax' },
    villaFaqs: { path: 'villa-faqs', href: () => '/admin/villa-faqs' },
    villaReviews: { path: 'villa-reviews', href: () => '/admin/villa-reviews' },
    pageContent: { path: 'page-content', href: () => '/admin/page-content' },
    messages: { path: 'messages', href: () => '/admin/messages' },
    notifications: { path: 'notifications', href: () => '/admin/notifications' },
    profile: { path: 'profile', href: () => '/admin/profile' },
  },
} as const
