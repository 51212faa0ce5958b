import { describe, expect, it } from 'vitest'
import { readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE } from '@/components/ui/sidebar'
import { adminNavItems } from '@/features/admin/layout/lib/nav-items'

describe('admin sidebar', () => {
  it('reads its open state from the sidebar_state cookie', () => {
    expect(readSidebarCookie('theme=dark; sidebar_state=false')).toBe(false)
    expect(readSidebarCookie('sidebar_state=true')).toBe(true)
    expect(readSidebarCookie('theme=dark')).toBeUndefined()
  })

  it('keeps the state for seven days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800)
  })

  it("links Today first, then the spec's nine admin screens in its order, with Planner and Analytics after Bookings, Tourist Tax after Seasonal Pricing and Notifications after Messages", () => {
    expect(adminNavItems().map((item) => [item.title, item.href])).toEqual([
      ['Today', '/admin/today'],
      ['Villas', '/admin/villas'],
      ['Bookings', '/admin/bookings'],
      ['Planner', '/admin/planner'],
      ['Analytics', '/admin/analytics'],
      ['Blocked Dates', '/admin/blocked-dates'],
      ['Seasonal Pricing', '/admin/seasonal-pricing'],
      ['Tourist Tax', '/admin/tourist-tax'],
      ['Villa FAQs', '/admin/villa-faqs'],
      ['Villa Reviews', '/admin/villa-reviews'],
      ['Page Content', '/admin/page-content'],
      ['Messages', '/admin/messages'],
      ['Notifications', '/admin/notifications'],
      ['Profile Settings', '/admin/profile'],
    ])
  })

  it('counts live requests beside Bookings and unread messages beside Messages, nothing else', () => {
    expect(
      adminNavItems()
        .filter((item) => item.badge)
        .map((item) => [item.title, item.badge?.count]),
    ).toEqual([
      ['Bookings', 'pendingRequests'],
      ['Messages', 'unreadMessages'],
    ])
  })
})
