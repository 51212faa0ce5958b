import { KeyRound } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { brand } from '@/config/brand'
import { useVerifyMaintenancePassword } from '../api/verify-maintenance-password'
import {
  maintenancePasswordSchema,
  type MaintenancePasswordDraft,
} from '../lib/maintenance-password-form'
import * as m from '@/paraglide/messages'

/** Shown instead of the public site while maintenance is on; staff can pass with the password. */
export function MaintenanceScreen({ onAccessGranted }: { onAccessGranted: () => void }) {
  const form = useForm<MaintenancePasswordDraft>({
    resolver: zodResolver(maintenancePasswordSchema),
    defaultValues: { password: '' },
  })
  const verify = useVerifyMaintenancePassword()
  const isBusy = verify.isPending
  const canSubmit = !isBusy && form.watch('password').trim() !== ''

  const handleSubmit = form.handleSubmit(({ password }) => {
    if (isBusy) return
    verify.mutate(password, {
      onSuccess: (isCorrect) => {
        if (!isCorrect) {
          toast.error(m.pages_maintenance_invalid_title(), {
            description: m.pages_maintenance_invalid_description(),
          })
          return
        }
        toast.success(m.pages_maintenance_granted_title(), {
          description: m.pages_maintenance_granted_description(),
        })
        onAccessGranted()
      },
      // The failure's toast comes from the mutation (api/verify-maintenance-password.ts).
      onError: (error) => console.error('Failed to verify maintenance password', error),
      // Spec 5: the field is cleared after every attempt.
      onSettled: () => form.reset({ password: '' }),
    })
  })

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-navy px-5 py-16 text-ivory">
      <Seo title={m.pages_maintenance_title()} description={m.pages_maintenance_text()} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(200,161,90,0.22),transparent_60%)]"
      />
      <div className="relative w-full max-w-md space-y-10 text-center">
        <div className="space-y-3">
          <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto size-12" />
          <p className="font-display text-3xl font-semibold tracking-wide text-ivory">
            {brand.name}
          </p>
          <p className="text-[0.65rem] uppercase tracking-[0.35em] text-gold-light">Côte d’Azur</p>
        </div>

        <div className="space-y-4">
          <h1 className="text-4xl text-ivory sm:text-5xl">{m.pages_maintenance_title()}</h1>
          <div className="mx-auto h-px w-16 bg-gold" aria-hidden="true" />
          <p className="leading-relaxed text-ivory/80">{m.pages_maintenance_text()}</p>
        </div>

        <Card className="border-white/10 bg-ivory text-left text-navy shadow-2xl">
          <CardHeader className="pb-4">
            <h2 className="flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-[0.15em] text-navy">
              <KeyRound className="size-4 text-gold-dark" aria-hidden="true" />
              {m.pages_maintenance_admin_access()}
            </h2>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleSubmit} className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="maintenance-password" className="sr-only">
                  {m.pages_maintenance_password_label()}
                </Label>
                <Input
                  id="maintenance-password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={m.pages_maintenance_password_placeholder()}
                  {...form.register('password')}
                  disabled={isBusy}
                />
              </div>
              <Button type="submit" className="w-full" disabled={!canSubmit}>
                {isBusy ? m.pages_maintenance_verifying() : m.pages_maintenance_access_site()}
              </Button>
            </form>
          </CardContent>
        </Card>

        <p className="text-sm italic text-ivory/70">{m.pages_maintenance_thanks()}</p>
      </div>
    </main>
  )
}
