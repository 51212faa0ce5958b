import { lazy } from 'react'
import { Helmet } from 'react-helmet-async'
import { Navigate, Route, Routes } from 'react-router-dom'
import { paths } from '@/config/paths'
import { AdminSessionGate } from '@/features/admin/auth/components/admin-session-gate'
import { ForgotPasswordScreen } from '@/features/admin/auth/components/forgot-password-screen'
import { ResetPasswordScreen } from '@/features/admin/auth/components/reset-password-screen'
import { StaffLanguageSync } from '@/features/admin/language/components/staff-language-sync'
import { useAdminLocale } from '@/features/admin/language/lib/admin-locale'
import { AdminLayout } from '@/features/admin/layout/components/admin-layout'
import { applyLocale } from '@/lib/i18n/locale'

// Each screen is its own chunk, loaded when first visited.
const TodayPage = lazy(() => import('@/pages/admin/today-page'))
const VillasPage = lazy(() => import('@/pages/admin/villas-page'))
const BookingsPage = lazy(() => import('@/pages/admin/bookings-page'))
const PlannerPage = lazy(() => import('@/pages/admin/planner-page'))
const AnalyticsPage = lazy(() => import('@/pages/admin/analytics-page'))
const BlockedDatesPage = lazy(() => import('@/pages/admin/blocked-dates-page'))
const SeasonalPricingPage = lazy(() => import('@/pages/admin/seasonal-pricing-page'))
const TouristTaxPage = lazy(() => import('@/pages/admin/tourist-tax-page'))
const VillaFaqsPage = lazy(() => import('@/pages/admin/villa-faqs-page'))
const VillaReviewsPage = lazy(() => import('@/pages/admin/villa-reviews-page'))
const PageContentPage = lazy(() => import('@/pages/admin/page-content-page'))
const MessagesPage = lazy(() => import('@/pages/admin/messages-page'))
const NotificationsPage = lazy(() => import('@/pages/admin/notifications-page'))
const ProfilePage = lazy(() => import('@/pages/admin/profile-page'))

/**
 * The lazy `/admin/*` route, in the staff member's language (issue 22): set before anything
 * below renders, and on `<html lang>`. A change re-renders every screen in it.
 */
export default function AdminApp() {
  const admin = paths.admin
  const locale = useAdminLocale()
  applyLocale(locale)
  return (
    <>
      <Helmet htmlAttributes={{ lang: locale }} />
      <Routes>
        {/* Reached from the sign-in screen and from the reset email: no session needed. */}
        <Route path={admin.forgotPassword.path} element={<ForgotPasswordScreen />} />
        <Route path={admin.resetPassword.path} element={<ResetPasswordScreen />} />
        <Route path="*" element={<StaffArea />} />
      </Routes>
    </>
  )
}

/**
 * Everything else: the session gate, then the dashboard and its nested screens. The layout is
 * keyed on the language, so a change remounts the screens: no text of the other one stays.
 */
function StaffArea() {
  const admin = paths.admin
  const locale = useAdminLocale()
  return (
    <AdminSessionGate>
      <StaffLanguageSync />
      <Routes>
        <Route element={<AdminLayout key={locale} />}>
          <Route index element={<Navigate to={admin.villas.href()} replace />} />
          <Route path={admin.today.path} element={<TodayPage />} />
          <Route path={admin.villas.path} element={<VillasPage />} />
          <Route path={admin.bookings.path} element={<BookingsPage />} />
          <Route path={admin.planner.path} element={<PlannerPage />} />
          <Route path={admin.analytics.path} element={<AnalyticsPage />} />
          <Route path={admin.blockedDates.path} element={<BlockedDatesPage />} />
          <Route path={admin.seasonalPricing.path} element={<SeasonalPricingPage />} />
          <Route path={admin.touristTax.path} element={<TouristTaxPage />} />
          <Route path={admin.villaFaqs.path} element={<VillaFaqsPage />} />
          <Route path={admin.villaReviews.path} element={<VillaReviewsPage />} />
          <Route path={admin.pageContent.path} element={<PageContentPage />} />
          <Route path={admin.messages.path} element={<MessagesPage />} />
          <Route path={admin.notifications.path} element={<NotificationsPage />} />
          <Route path={admin.profile.path} element={<ProfilePage />} />
          <Route path="*" element={<Navigate to={admin.villas.href()} replace />} />
        </Route>
      </Routes>
    </AdminSessionGate>
  )
}
