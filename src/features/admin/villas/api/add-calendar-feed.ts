import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'
import { calendarLinkProblem } from '../lib/calendar-feed-link'

/** The same rules the database applies (villa_calendar_feeds), checked before sending. */
export const calendarFeedSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_villas_feed_name_required() })
    .max(100, { error: () => m.admin_villas_feed_name_max() }),
  url: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_villas_feed_url_required() })
    .max(2000, { error: () => m.admin_villas_feed_url_max() })
    .regex(/^(https?|webcals?):\/\/[^/?#\s]+([/?#]\S*)?$/i, {
      error: () => m.admin_villas_feed_url_format(),
    })
    .superRefine((link, context) => {
      const problem = calendarLinkProblem(link)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
})

export type CalendarFeedInput = z.infer<typeof calendarFeedSchema>

export async function addCalendarFeed(villaId: string, input: CalendarFeedInput) {
  const data = dataOf(
    await supabase
      .from('villa_calendar_feeds')
      .insert({ villa_id: villaId, name: input.name, url: input.url })
      .select('id')
      .single(),
  )
  return data.id
}

export function useAddCalendarFeed(villaId: string) {
  return useMutation({
    mutationFn: (input: CalendarFeedInput) => addCalendarFeed(villaId, input),
    meta: {
      writes: ['villa_calendar_feeds'],
      errorToast: false /* shown beside the address field */,
    },
  })
}
