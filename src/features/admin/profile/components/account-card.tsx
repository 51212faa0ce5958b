import { UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { formatDateTime } from '@/lib/dates'
import { useAccount } from '../api/get-account'
import { displayRole } from '../lib/maintenance-settings'
import * as m from '@/paraglide/messages'

/** Who is signed in: email, user id, role (upper case), created and last sign-in. */
export function AccountCard() {
  const account = useAccount()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <UserRound className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_account()}
      </h3>
      {account.isPending ? (
        <AdminLoading label={m.admin_profile_loading()} />
      ) : account.isError ? (
        <div className="mt-4">
          <AdminError message={m.admin_profile_failed()} onRetry={() => account.refetch()} />
        </div>
      ) : (
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
          <Detail label={m.admin_profile_email()}>{account.data.email}</Detail>
          <Detail label={m.admin_profile_role()}>
            <Badge variant="default">{displayRole(account.data.role)}</Badge>
          </Detail>
          <Detail label={m.admin_profile_user_id()} className="sm:col-span-2">
            <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">
              {account.data.id}
            </code>
          </Detail>
          <Detail label={m.admin_profile_created()}>
            {formatDateTime(account.data.createdAt)}
          </Detail>
          <Detail label={m.admin_profile_last_sign_in()}>
            {account.data.lastSignInAt ? formatDateTime(account.data.lastSignInAt) : '—'}
          </Detail>
        </dl>
      )}
    </Card>
  )
}

function Detail(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{props.label}</dt>
      <dd className="mt-1 break-words font-medium text-navy">{props.children}</dd>
    </div>
  )
}
