import { LogOut } from 'lucide-react'
import { NavLink, useLocation } from 'react-router-dom'
import { toast } from '@/lib/toast'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar'
import { brand } from '@/config/brand'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import { useSignOut } from '@/features/admin/auth/api/sign-out'
import { useNavCounts } from '@/features/admin/layout/api/get-nav-counts'
import { NavBadge } from '@/features/admin/layout/components/nav-badge'
import { adminNavItems } from '@/features/admin/layout/lib/nav-items'
import * as m from '@/paraglide/messages'

export function AdminSidebar() {
  const { pathname } = useLocation()
  const { isMobile, setOpenMobile } = useSidebar()
  const session = useCurrentSession()
  const signOut = useSignOut()
  const counts = useNavCounts().data

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(m.admin_nav_signed_out()),
    })

  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <Sidebar collapsible="icon" label={m.admin_nav_brand()}>
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border">
        <div className="flex items-center gap-3 overflow-hidden px-1">
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
          <div className="flex min-w-0 flex-col leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-display text-xl font-semibold text-ivory">
              {m.admin_nav_brand()}
            </span>
            <span className="truncate text-[0.65rem] uppercase tracking-[0.3em] text-gold">
              {brand.name}
            </span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{m.admin_nav_group()}</SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label={m.admin_nav_label()}>
              <SidebarMenu>
                {adminNavItems().map((item) => {
                  const count = (item.badge && counts?.[item.badge.count]) || 0
                  return (
                    <SidebarMenuItem key={item.href}>
                      <SidebarMenuButton
                        asChild
                        isActive={pathname.startsWith(item.href)}
                        tooltip={
                          item.badge && count > 0
                            ? `${item.title} (${count} ${item.badge.label})`
                            : item.title
                        }
                      >
                        <NavLink to={item.href} onClick={closeOnMobile}>
                          <item.icon aria-hidden="true" />
                          <span>{item.title}</span>
                          {item.badge && <NavBadge count={count} label={item.badge.label} />}
                        </NavLink>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  )
                })}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarSeparator />
      <SidebarFooter>
        <p className="truncate px-2 text-xs text-sidebar-foreground/60 group-data-[collapsible=icon]:hidden">
          {session.user.email}
        </p>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              onClick={handleSignOut}
              disabled={signOut.isPending}
              tooltip={m.admin_nav_sign_out()}
            >
              <LogOut aria-hidden="true" />
              <span>{m.admin_nav_sign_out()}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  )
}
