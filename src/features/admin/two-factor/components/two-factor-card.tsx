import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { formatDateTime } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useFactors, type Factor } from '../api/get-factors'
import { useRequirement } from '../api/get-requirement'
import { useRemoveFactor } from '../api/remove-factor'
import { EnrolAuthenticator } from './enrol-authenticator'

/** Profile › Two-factor authentication: set up the authenticator app, see it, remove it. */
export function TwoFactorCard() {
  const factors = useFactors()

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="two-factor-title">
      <h3 className="flex flex-wrap items-center gap-2 font-sans text-lg font-semibold text-navy">
        <ShieldCheck className="size-5 text-gold-dark" aria-hidden="true" />
        <span id="two-factor-title">Two-factor authentication</span>
        {factors.data && (
          <Badge variant={factors.data.length > 0 ? 'default' : 'outline'} className="ml-auto">
            {factors.data.length > 0 ? 'On' : 'Off'}
          </Badge>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        At each sign-in, a code from an app on your phone as well as your password: a stolen
        password alone no longer opens the admin and its guests’ details.
      </p>
      <div className="mt-5">
        {factors.isPending ? (
          <AdminLoading label="Loading two-factor authentication..." />
        ) : factors.isError ? (
          <AdminError
            message="Failed to load two-factor authentication."
            onRetry={() => factors.refetch()}
          />
        ) : factors.data.length > 0 ? (
          <EnrolledFactor factor={factors.data[0]!} />
        ) : (
          <EnrolAuthenticator />
        )}
      </div>
    </Card>
  )
}

function EnrolledFactor({ factor }: { factor: Factor }) {
  const [isConfirming, setIsConfirming] = useState(false)
  const remove = useRemoveFactor()
  const requirement = useRequirement()

  return (
    <div className="flex flex-col gap-4 rounded-md border bg-ivory p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-navy">Authenticator app</p>
        <p className="text-muted-foreground">Added {formatDateTime(factor.createdAt)}</p>
      </div>
      <Button type="button" variant="outline" onClick={() => setIsConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Remove your authenticator app?"
        description={
          requirement.data
            ? 'The company requires two-factor authentication for all staff: you will have to set up an authenticator app again before you can use the admin.'
            : 'Signing in will ask for your password only, until you set up an authenticator app again.'
        }
        confirmLabel="Remove authenticator"
        pendingLabel="Removing..."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(factor.id, {
            onSuccess: () => {
              setIsConfirming(false)
              toast.success('Two-factor authentication is off')
            },
          })
        }
      />
    </div>
  )
}
