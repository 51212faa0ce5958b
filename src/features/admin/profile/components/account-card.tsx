import { UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { formatDateTime } from '@/lib/dates'
import { useAccount } from '../api/get-account'
import { displayRole } from '../lib/maintenance-settings'

/** Who is signed in: email, user id, role (upper case), created and last sign-in. */
export function AccountCard() {
  const account = useAccount()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <UserRound className="size-5 text-gold-dark" aria-hidden="true" /> Account Information
      </h3>
      {account.isPending ? (
        <AdminLoading label="Loading profile..." />
      ) : account.isError ? (
        <div className="mt-4">
          <AdminError
            message="Failed to load profile information"
            onRetry={() => account.refetch()}
          />
        </div>
      ) : (
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
          <Detail label="Email">{account.data.email}</Detail>
          <Detail label="Role">
            <Badge variant="default">{displayRole(account.data.role)}</Badge>
          </Detail>
          <Detail label="User ID" className="sm:col-span-2">
            <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">
              {account.data.id}
            </code>
          </Detail>
          <Detail label="Account created">{formatDateTime(account.data.createdAt)}</Detail>
          <Detail label="Last sign-in">
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
