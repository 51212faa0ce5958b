import { Check, Copy, QrCode } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { cancelEnrolment, useStartEnrolment, type Enrolment } from '../api/start-enrolment'
import { useVerifyCode } from '../api/verify-code'
import { groupSecret } from '../lib/otp-code'
import { CodeForm } from './code-form'
import * as m from '@/paraglide/messages'

/**
 * Setting up an authenticator app: Auth makes a secret; the person scans its QR code (or types
 * the key), then proves it with the app's first code. Until then nothing changes at sign-in.
 */
export function EnrolAuthenticator({ onEnrolled }: { onEnrolled?: () => void }) {
  const start = useStartEnrolment()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)

  if (!enrolment) {
    return (
      <div className="space-y-2">
        <Button
          type="button"
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
        >
          <QrCode className="size-4" aria-hidden="true" />
          {start.isPending ? m.admin_2fa_preparing() : m.admin_2fa_set_up()}
        </Button>
      </div>
    )
  }

  return (
    <EnrolmentSteps
      enrolment={enrolment}
      onCancel={() => {
        setEnrolment(null)
        // Best effort: an unfinished setup also expires on its own (Auth, 5 minutes).
        void cancelEnrolment(enrolment.factorId).catch(() => undefined)
      }}
      onEnrolled={onEnrolled}
    />
  )
}

function EnrolmentSteps(props: {
  enrolment: Enrolment
  onCancel: () => void
  onEnrolled?: () => void
}) {
  const { enrolment } = props
  const verify = useVerifyCode()
  const [copied, setCopied] = useState(false)

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error(m.admin_2fa_copy_failed(), { description: m.admin_2fa_copy_failed_text() })
    }
  }

  return (
    <ol className="space-y-6">
      <li className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <img
          src={enrolment.qrCode}
          alt={m.admin_2fa_qr_alt()}
          width={176}
          height={176}
          className="size-44 rounded-md border bg-white p-2"
        />
        <div className="space-y-3 text-sm">
          <p className="font-medium text-navy">
            <span className="text-gold-dark">1.</span> {m.admin_2fa_step_scan()}
          </p>
          <p className="text-muted-foreground">{m.admin_2fa_apps()}</p>
          <div>
            <p className="text-muted-foreground">{m.admin_2fa_cant_scan()}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <code
                data-testid="totp-secret"
                className="rounded bg-muted px-2 py-1 font-mono text-sm tracking-wider text-navy"
              >
                {groupSecret(enrolment.secret)}
              </code>
              <Button type="button" variant="outline" size="sm" onClick={copySecret}>
                {copied ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied ? m.admin_2fa_copied() : m.admin_2fa_copy_key()}
              </Button>
            </div>
          </div>
        </div>
      </li>
      <li className="space-y-3">
        <p className="text-sm font-medium text-navy">
          <span className="text-gold-dark">2.</span> {m.admin_2fa_step_code()}
        </p>
        <CodeForm
          submitLabel={m.admin_2fa_verify_on()}
          pendingLabel={m.admin_2fa_verifying()}
          onVerify={async (code) => {
            await verify.mutateAsync({ factorId: enrolment.factorId, code })
            toast.success(m.admin_2fa_on_toast(), {
              description: m.admin_2fa_on_toast_text(),
            })
            props.onEnrolled?.()
          }}
        />
        <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
          {m.admin_2fa_cancel_setup()}
        </Button>
      </li>
    </ol>
  )
}
