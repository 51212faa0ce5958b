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
import * as m from '@/paraglide/messages'

/**
 * The team's sign-in security: the company rule "Require two-factor for all staff", who has an
 * authenticator app, and (for administrators) a colleague's reset when their phone is lost.
 */
export function TeamTwoFactorCard({ isAdmin }: { isAdmin: boolean }) {
  const team = useTeamTwoFactor()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <UsersRound className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_2fa_team_title()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_2fa_team_intro()}</p>
      <RequirementSwitch team={team.data ?? []} />
      <div className="mt-6">
        {team.isPending ? (
          <AdminLoading label={m.admin_2fa_team_loading()} />
        ) : team.isError ? (
          <AdminError message={m.admin_2fa_team_failed()} onRetry={() => team.refetch()} />
        ) : (
          <ul className="divide-y rounded-md border" aria-label={m.admin_2fa_team_list()}>
            {team.data.map((member) => (
              <MemberRow key={member.userId} member={member} canReset={isAdmin} />
            ))}
          </ul>
        )}
      </div>
      {isAdmin && (
        <p className="mt-3 text-xs text-muted-foreground">{m.admin_2fa_team_lost_phone()}</p>
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
        toast.success(m.admin_2fa_settings_updated(), {
          description: next ? m.admin_2fa_required_now() : m.admin_2fa_optional_now(),
        })
      },
    })

  const hint =
    !hasOwnFactor && !isOn
      ? m.admin_2fa_hint_own_first()
      : isOn
        ? m.admin_2fa_hint_on()
        : m.admin_2fa_hint_off()

  return (
    <div className="mt-5 flex items-center justify-between gap-4 rounded-md border bg-ivory p-4">
      <div>
        <Label htmlFor={`${id}-required`}>{m.admin_2fa_require_label()}</Label>
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
        title={m.admin_2fa_require_title()}
        description={
          withoutFactor > 0
            ? m.admin_2fa_without_factor({ count: withoutFactor })
            : m.admin_2fa_everyone_has()
        }
        confirmLabel={m.admin_2fa_require()}
        pendingLabel={m.admin_2fa_saving()}
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
          {member.isYou && <Badge variant="secondary">{m.admin_2fa_you()}</Badge>}
          <span className="text-xs font-normal uppercase tracking-wide text-muted-foreground">
            {member.role}
          </span>
        </p>
        <p className="text-muted-foreground">
          {member.hasFactor && member.factorSince
            ? m.admin_2fa_since({ day: formatDay(member.factorSince) })
            : m.admin_2fa_none()}
        </p>
      </div>
      {canReset && !member.isYou && member.hasFactor && (
        <>
          <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirming(true)}>
            {m.admin_2fa_reset()}
          </Button>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={m.admin_2fa_reset_title({ email: member.email })}
            description={m.admin_2fa_reset_text()}
            confirmLabel={m.admin_2fa_reset()}
            pendingLabel={m.admin_2fa_resetting()}
            isPending={reset.isPending}
            onConfirm={() =>
              reset.mutate(member.userId, {
                onSuccess: () => {
                  setIsConfirming(false)
                  toast.success(m.admin_2fa_reset_toast(), {
                    description: m.admin_2fa_reset_toast_text({ email: member.email }),
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
