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
import * as m from '@/paraglide/messages'

/** Profile › Two-factor authentication: set up the authenticator app, see it, remove it. */
export function TwoFactorCard() {
  const factors = useFactors()

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="two-factor-title">
      <h3 className="flex flex-wrap items-center gap-2 font-sans text-lg font-semibold text-navy">
        <ShieldCheck className="size-5 text-gold-dark" aria-hidden="true" />
        <span id="two-factor-title">{m.admin_2fa_title()}</span>
        {factors.data && (
          <Badge variant={factors.data.length > 0 ? 'default' : 'outline'} className="ml-auto">
            {factors.data.length > 0 ? m.admin_2fa_on() : m.admin_2fa_off()}
          </Badge>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_2fa_intro()}</p>
      <div className="mt-5">
        {factors.isPending ? (
          <AdminLoading label={m.admin_2fa_loading()} />
        ) : factors.isError ? (
          <AdminError message={m.admin_2fa_failed()} onRetry={() => factors.refetch()} />
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
        <p className="font-medium text-navy">{m.admin_2fa_app()}</p>
        <p className="text-muted-foreground">
          {m.admin_2fa_added({ when: formatDateTime(factor.createdAt) })}
        </p>
      </div>
      <Button type="button" variant="outline" onClick={() => setIsConfirming(true)}>
        {m.admin_2fa_remove()}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={m.admin_2fa_remove_title()}
        description={
          requirement.data ? m.admin_2fa_remove_required() : m.admin_2fa_remove_optional()
        }
        confirmLabel={m.admin_2fa_remove_confirm()}
        pendingLabel={m.admin_2fa_removing()}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(factor.id, {
            onSuccess: () => {
              setIsConfirming(false)
              toast.success(m.admin_2fa_off_toast())
            },
          })
        }
      />
    </div>
  )
}
