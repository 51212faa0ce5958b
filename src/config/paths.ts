/** Every route of the app and how to link to it. */
export const paths = {
  home: { path: '/', href: () => '/' },
  villas: { path: '/villas', href: () => '/villas' },
  villa: { path: '/villa/:id', href: (id: string) => `/villa/${id}` },
  destination: { path: '/destination', href: () => '/destination' },
  experience: { path: '/experience', href: () => '/experience' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  concierge: { path: '/concierge', href: () => '/concierge' },
  admin: {
    root: { path: '/admin', href: () => '/admin' },
    villas: { path: 'villas', href: () => '/admin/villas' },
    bookings: { path: 'bookings', href: () => '/admin/bookings' },
    blockedDates: { path: 'blocked-dates', href: () => '/admin/blocked-dates' },
    seasonalPricing: { path: 'seasonal-pricing', href: () => '/admin/seasonal-pricing' },
    villaFaqs: { path: 'villa-faqs', href: () => '/admin/villa-faqs' },
    villaReviews: { path: 'villa-reviews', href: () => '/admin/villa-reviews' },
    pageContent: { path: 'page-content', href: () => '/admin/page-content' },
    messages: { path: 'messages', href: () => '/admin/messages' },
    profile: { path: 'profile', href: () => '/admin/profile' },
  },
} as const
