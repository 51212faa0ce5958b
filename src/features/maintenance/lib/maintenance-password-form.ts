import { z } from 'zod'

/**
 * The bypass form: a password that is not blank (the button stays disabled until then). Sent
 * exactly as typed: the database compares it for exact equality.
 */
export const maintenancePasswordSchema = z.object({
  password: z.string().refine((password) => password.trim() !== ''),
})

export type MaintenancePasswordDraft = z.infer<typeof maintenancePasswordSchema>
