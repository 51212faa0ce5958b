import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/**
 * Writes settings, one row each. The database checks every value and answers a bad one with a
 * sentence naming the field; row security hides settings from non-staff instead of failing, so
 * a write that touched nothing is a failure too.
 */
export async function writeSettings(settings: Array<[key: string, value: string]>) {
  await writeSettingColumns(
    settings.map(([key, value]) => ({ key, column: 'setting_value' as const, value })),
  )
}

/** As writeSettings, each write naming its column: the English value or its French twin. */
export async function writeSettingColumns(
  writes: ReadonlyArray<{
    key: string
    column: 'setting_value' | 'setting_value_fr'
    value: string | null
  }>,
) {
  for (const { key, column, value } of writes) {
    const change =
      column === 'setting_value' ? { setting_value: value ?? '' } : { setting_value_fr: value }
    const data = await run(
      supabase.from('site_settings').update(change).eq('setting_key', key).select('setting_key'),
    )
    if (data.length === 0) throw new Error(`The setting ${key} was not updated`)
  }
}
