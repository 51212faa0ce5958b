/** Every route of the app and how to link to it. */
export const paths = {
  home: { path: '/', href: () => '/' },
  villas: { path: '/villas', href: () => '/villas' },
  villa: { path: '/villa/:id', href: (id: string) => `/villa/${id}` },
  bookingRequestSent: {
    path: '/villa/:id/request-sent/:bookingId',
    href: (villaId: string, bookingId: string) => `/villa/${villaId}/request-sent/${bookingId}`,
  },
  /** The guest's stay page: the token is the link's secret (issue 21). */
  stay: { path: '/stay/:token', href: (token: string) => `/stay/${encodeURIComponent(token)}` },
  /** The guest's review of their stay: the token is the link's secret (issue 21, point 5). */
  review: {
    path: '/review/:token',
    href: (token: string) => `/review/${encodeURIComponent(token)}`,
  },
  destination: { path: '/destination', href: () => '/destination' },
  experience: { path: '/experience', href: () => '/experience' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  concierge: { path: '/concierge', href: () => '/concierge' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  legalNotice: { path: '/legal-notice', href: () => '/legal-notice' },
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
