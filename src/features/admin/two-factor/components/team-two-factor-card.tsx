import { UsersRound } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { formatDay } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useFactors } from '../api/get-factors'
import { useRequirement } from '../api/get-requirement'
import { useTeamTwoFactor, type TeamMember } from '../api/get-team'
import { useResetColleague } from '../api/reset-colleague'
import { useSetRequirement } from '../api/set-requirement'

/**
 * The team's sign-in security: the company rule "Require two-factor for all staff", who has an
 * authenticator app, and (for administrators) a colleague's reset when their phone is lost.
 */
export function TeamTwoFactorCard({ isAdmin }: { isAdmin: boolean }) {
  const team = useTeamTwoFactor()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <UsersRound className="size-5 text-gold-dark" aria-hidden="true" /> Team sign-in security
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Who signs in with an authenticator app, and whether everyone must.
      </p>
      <RequirementSwitch team={team.data ?? []} />
      <div className="mt-6">
        {team.isPending ? (
          <AdminLoading label="Loading the team..." />
        ) : team.isError ? (
          <AdminError message="Failed to load the team." onRetry={() => team.refetch()} />
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Staff members">
            {team.data.map((member) => (
              <MemberRow key={member.userId} member={member} canReset={isAdmin} />
            ))}
          </ul>
        )}
      </div>
      {isAdmin && (
        <p className="mt-3 text-xs text-muted-foreground">
          A colleague lost their phone? Reset their two-factor authentication: they sign in with
          their password and set up a new app. Check first that it is really them asking.
        </p>
      )}
    </Card>
  )
}

function RequirementSwitch({ team }: { team: TeamMember[] }) {
  const id = useId()
  const requirement = useRequirement()
  const factors = useFactors()
  const update = useSetRequirement()
  const [isConfirming, setIsConfirming] = useState(false)
  const hasOwnFactor = (factors.data?.length ?? 0) > 0
  const isOn = requirement.data === true
  const withoutFactor = team.filter((member) => !member.hasFactor).length

  const save = (next: boolean) =>
    update.mutate(next, {
      onSuccess: () => {
        setIsConfirming(false)
        toast.success('Settings Updated', {
          description: next
            ? 'Every staff member now signs in with an authenticator app.'
            : 'Two-factor authentication is now each staff member’s choice.',
        })
      },
    })

  const hint =
    !hasOwnFactor && !isOn
      ? 'Set up your own authenticator app first (Two-factor authentication, above).'
      : isOn
        ? 'Staff without an authenticator app are asked to set one up before anything else.'
        : 'Off: staff who set up an authenticator app are asked for its code; others sign in with their password.'

  return (
    <div className="mt-5 flex items-center justify-between gap-4 rounded-md border bg-ivory p-4">
      <div>
        <Label htmlFor={`${id}-required`}>Require two-factor for all staff</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={`${id}-required`}
        aria-describedby={`${id}-hint`}
        checked={isOn}
        disabled={requirement.isPending || update.isPending || (!isOn && !hasOwnFactor)}
        onCheckedChange={(next) => (next ? setIsConfirming(true) : save(false))}
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        tone="default"
        title="Require two-factor for all staff?"
        description={
          withoutFactor > 0
            ? `${withoutFactor} staff member${withoutFactor === 1 ? ' has' : 's have'} no authenticator app yet: the admin will ask them to set one up before anything else.`
            : 'Everyone on the team already has an authenticator app.'
        }
        confirmLabel="Require two-factor"
        pendingLabel="Saving..."
        isPending={update.isPending}
        onConfirm={() => save(true)}
      />
    </div>
  )
}

function MemberRow({ member, canReset }: { member: TeamMember; canReset: boolean }) {
  const reset = useResetColleague()
  const [isConfirming, setIsConfirming] = useState(false)

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-navy">
          <span className="break-all">{member.email}</span>
          {member.isYou && <Badge variant="secondary">You</Badge>}
          <span className="text-xs font-normal uppercase tracking-wide text-muted-foreground">
            {member.role}
          </span>
        </p>
        <p className="text-muted-foreground">
          {member.hasFactor && member.factorSince
            ? `Authenticator app since ${formatDay(member.factorSince)}`
            : 'No authenticator app'}
        </p>
      </div>
      {canReset && !member.isYou && member.hasFactor && (
        <>
          <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirming(true)}>
            Reset two-factor
          </Button>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={`Reset two-factor for ${member.email}?`}
            description="Their authenticator app is removed and they are signed out everywhere. They sign in with their password, then set up a new authenticator app."
            confirmLabel="Reset two-factor"
            pendingLabel="Resetting..."
            isPending={reset.isPending}
            onConfirm={() =>
              reset.mutate(member.userId, {
                onSuccess: () => {
                  setIsConfirming(false)
                  toast.success('Two-factor reset', {
                    description: `${member.email} can now sign in with their password and set up a new app.`,
                  })
                },
              })
            }
          />
        </>
      )}
    </li>
  )
}
