import { Landmark } from 'lucide-react'
import { useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useArrivalScroll } from '@/features/admin/layout/hooks/use-arrival-scroll'
import { useLegalIdentitySettings } from '../api/get-legal-identity-settings'
import { LegalIdentityForm } from './legal-identity-form'
import * as m from '@/paraglide/messages'

/** The company, registration, publication director, web host and mediator the legal pages name. */
export function LegalIdentityCard() {
  const identity = useLegalIdentitySettings()
  const { hash } = useLocation()
  const cardRef = useRef<HTMLDivElement>(null)
  // "Complete the legal identity" (Needs attention) links here: bring the card into view.
  useArrivalScroll(cardRef, hash === '#legal-identity' && identity.isSuccess)

  return (
    <Card ref={cardRef} id="legal-identity" className="scroll-mt-24 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Landmark className="size-5 text-gold-dark" aria-hidden="true" /> {m.admin_profile_legal()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {m.admin_profile_legal_intro_before()}{' '}
        <Link
          to={paths.legalNotice.href()}
          target="_blank"
          className="font-medium text-navy underline underline-offset-4"
        >
          {m.admin_profile_legal_notice()}
        </Link>{' '}
        {m.admin_profile_legal_intro_after()}
      </p>
      {identity.isPending ? (
        <AdminLoading label={m.admin_profile_legal_loading()} />
      ) : identity.isError ? (
        <div className="mt-4">
          <AdminError message={m.admin_profile_legal_failed()} onRetry={() => identity.refetch()} />
        </div>
      ) : (
        // Filled once from the stored identity; a failed save keeps what was typed.
        <LegalIdentityForm saved={identity.data} />
      )}
    </Card>
  )
}
