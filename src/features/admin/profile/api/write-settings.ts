import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/**
 * Writes settings, one row each. The database checks every value and answers a bad one with a
 * sentence naming the field; row security hides settings from non-staff instead of failing, so
 * a write that touched nothing is a failure too.
 */
export async function writeSettings(settings: Array<[key: string, value: string]>) {
  for (const [key, value] of settings) {
    const data = await run(
      supabase
        .from('site_settings')
        .update({ setting_value: value })
        .eq('setting_key', key)
        .select('setting_key'),
    )
    if (data.length === 0) throw new Error(`The setting ${key} was not updated`)
  }
}
