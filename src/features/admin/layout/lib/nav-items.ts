import {
  BarChart3,
  CalendarRange,
  CalendarCheck,
  CalendarX,
  FileText,
  HelpCircle,
  Home,
  Landmark,
  LayoutDashboard,
  Mail,
  MailCheck,
  Star,
  Tags,
  UserCog,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

export interface AdminNavItem {
  title: string
  href: string
  icon: LucideIcon
  /** The count shown beside the link (NavCounts' field) and what it counts, for screen readers. */
  badge?: { count: 'pendingRequests' | 'unreadMessages'; label: string }
}

/**
 * The sidebar's links: Today first (the front page), then the spec's order (Planner and
 * Analytics added after Bookings, Tourist Tax after Seasonal Pricing), in the admin's language.
 */
export const adminNavItems = (): readonly AdminNavItem[] => [
  { title: m.admin_nav_today(), href: paths.admin.today.href(), icon: LayoutDashboard },
  { title: m.admin_nav_villas(), href: paths.admin.villas.href(), icon: Home },
  {
    title: m.admin_nav_bookings(),
    href: paths.admin.bookings.href(),
    icon: CalendarCheck,
    badge: { count: 'pendingRequests', label: m.admin_nav_badge_waiting() },
  },
  { title: m.admin_nav_planner(), href: paths.admin.planner.href(), icon: CalendarRange },
  { title: m.admin_nav_analytics(), href: paths.admin.analytics.href(), icon: BarChart3 },
  { title: m.admin_nav_blocked_dates(), href: paths.admin.blockedDates.href(), icon: CalendarX },
  { title: m.admin_nav_seasonal_pricing(), href: paths.admin.seasonalPricing.href(), icon: Tags },
  { title: m.admin_nav_tourist_tax(), href: paths.admin.touristTax.href(), icon: Landmark },
  { title: m.admin_nav_villa_faqs(), href: paths.admin.villaFaqs.href(), icon: HelpCircle },
  { title: m.admin_nav_villa_reviews(), href: paths.admin.villaReviews.href(), icon: Star },
  { title: m.admin_nav_page_content(), href: paths.admin.pageContent.href(), icon: FileText },
  {
    title: m.admin_nav_messages(),
    href: paths.admin.messages.href(),
    icon: Mail,
    badge: { count: 'unreadMessages', label: m.admin_nav_badge_unread() },
  },
  { title: m.admin_nav_notifications(), href: paths.admin.notifications.href(), icon: MailCheck },
  { title: m.admin_nav_profile(), href: paths.admin.profile.href(), icon: UserCog },
]
