import {
  BarChart3,
  CalendarRange,
  CalendarCheck,
  CalendarX,
  FileText,
  HelpCircle,
  Home,
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
}

/** The sidebar's links, in the spec's order (Planner and Analytics added after Bookings). */
export const adminNavItems: readonly AdminNavItem[] = [
  { title: 'Villas', href: paths.admin.villas.href(), icon: Home },
  { title: 'Bookings', href: paths.admin.bookings.href(), icon: CalendarCheck },
  { title: 'Planner', href: paths.admin.planner.href(), icon: CalendarRange },
  { title: 'Analytics', href: paths.admin.analytics.href(), icon: BarChart3 },
  { title: 'Blocked Dates', href: paths.admin.blockedDates.href(), icon: CalendarX },
  { title: 'Seasonal Pricing', href: paths.admin.seasonalPricing.href(), icon: Tags },
  { title: 'Villa FAQs', href: paths.admin.villaFaqs.href(), icon: HelpCircle },
  { title: 'Villa Reviews', href: paths.admin.villaReviews.href(), icon: Star },
  { title: 'Page Content', href: paths.admin.pageContent.href(), icon: FileText },
  { title: 'Messages', href: paths.admin.messages.href(), icon: Mail },
  { title: 'Notifications', href: paths.admin.notifications.href(), icon: MailCheck },
  { title: 'Profile Settings', href: paths.admin.profile.href(), icon: UserCog },
]
