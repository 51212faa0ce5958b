-- The scheduled sync calls the function once per feed: hosted bounds an Edge Function's CPU
-- time per request, so one channel's very large calendar must not use up the budget of every
-- other feed (the function's per-feed budget protects the feed itself).
create function private.sync_calendar_feeds()
returns integer
language sql
security definer
set search_path = ''
as $$
  -- How many calls were queued (none while the vault lacks the project's URL and key).
  select count(private.invoke_edge_function('sync-calendars', jsonb_build_object('feed_id', f.id)))::int
  from public.villa_calendar_feeds f
$$;

revoke execute on function private.sync_calendar_feeds() from public, anon, authenticated, service_role;

select cron.schedule('sync-calendars', '*/30 * * * *', $$select private.sync_calendar_feeds()$$);
