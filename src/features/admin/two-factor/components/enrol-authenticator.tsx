import { Check, Copy, QrCode } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { cancelEnrolment, useStartEnrolment, type Enrolment } from '../api/start-enrolment'
import { useVerifyCode } from '../api/verify-code'
import { groupSecret } from '../lib/otp-code'
import { CodeForm } from './code-form'

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
          {start.isPending ? 'Preparing...' : 'Set up authenticator app'}
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
      toast.error('Could not copy', { description: 'Select the key and copy it by hand.' })
    }
  }

  return (
    <ol className="space-y-6">
      <li className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <img
          src={enrolment.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44 rounded-md border bg-white p-2"
        />
        <div className="space-y-3 text-sm">
          <p className="font-medium text-navy">
            <span className="text-gold-dark">1.</span> Scan the QR code with your authenticator app
          </p>
          <p className="text-muted-foreground">
            Google Authenticator, Microsoft Authenticator, 1Password, Apple Passwords or any app
            that shows 6-digit codes.
          </p>
          <div>
            <p className="text-muted-foreground">Can’t scan it? Enter this setup key instead:</p>
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
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            </div>
          </div>
        </div>
      </li>
      <li className="space-y-3">
        <p className="text-sm font-medium text-navy">
          <span className="text-gold-dark">2.</span> Enter the code the app shows
        </p>
        <CodeForm
          submitLabel="Verify and turn on"
          pendingLabel="Verifying..."
          onVerify={async (code) => {
            await verify.mutateAsync({ factorId: enrolment.factorId, code })
            toast.success('Two-factor authentication is on', {
              description: 'From now on, signing in asks for a code from your authenticator app.',
            })
            props.onEnrolled?.()
          }}
        />
        <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
          Cancel setup
        </Button>
      </li>
    </ol>
  )
}
