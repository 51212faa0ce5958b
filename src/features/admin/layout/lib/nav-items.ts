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

export interface AdminNavItem {
  title: string
  href: string
  icon: LucideIcon
  /** The count shown beside the link (NavCounts' field) and what it counts, for screen readers. */
  badge?: { count: 'pendingRequests' | 'unreadMessages'; label: string }
}

/**
 * The sidebar's links: Today first (the front page), then the spec's order (Planner and
 * Analytics added after Bookings, Tourist Tax after Seasonal Pricing).
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { title: 'Today', href: paths.admin.today.href(), icon: LayoutDashboard },
  { title: 'Villas', href: paths.admin.villas.href(), icon: Home },
  {
    title: 'Bookings',
    href: paths.admin.bookings.href(),
    icon: CalendarCheck,
    badge: { count: 'pendingRequests', label: 'waiting' },
  },
  { title: 'Planner', href: paths.admin.planner.href(), icon: CalendarRange },
  { title: 'Analytics', href: paths.admin.analytics.href(), icon: BarChart3 },
  { title: 'Blocked Dates', href: paths.admin.blockedDates.href(), icon: CalendarX },
  { title: 'Seasonal Pricing', href: paths.admin.seasonalPricing.href(), icon: Tags },
  { title: 'Tourist Tax', href: paths.admin.touristTax.href(), icon: Landmark },
  { title: 'Villa FAQs', href: paths.admin.villaFaqs.href(), icon: HelpCircle },
  { title: 'Villa Reviews', href: paths.admin.villaReviews.href(), icon: Star },
  { title: 'Page Content', href: paths.admin.pageContent.href(), icon: FileText },
  {
    title: 'Messages',
    href: paths.admin.messages.href(),
    icon: Mail,
    badge: { count: 'unreadMessages', label: 'unread' },
  },
  { title: 'Notifications', href: paths.admin.notifications.href(), icon: MailCheck },
  { title: 'Profile Settings', href: paths.admin.profile.href(), icon: UserCog },
]
