-- Calendar sync, hardened after review:
-- - A feed that suddenly answers a valid but empty calendar while it still blocks days ahead (a
--   channel's outage looks exactly like that) no longer unblocks them at once: the answer is held
--   back and recorded like a failure. The next empty answer in a row (Sync now, or the next
--   scheduled sync) confirms it and unblocks the days.
-- - Days staff block by hand over days a feed imported become theirs (manual, feed_id null, the
--   staff's reason): the feed no longer owns them, so a later change in the feed never frees them.

-- When the feed first answered empty while it blocked days; null once an answer with nights came.
alter table public.villa_calendar_feeds add column empty_since timestamptz;

-- After a successful fetch, in one transaction: the feed's nights become its blocked days, from
-- today to two years ahead (earlier imported days stay as history). A day already blocked by hand
-- or by another feed stays as it is; this feed's days that left the feed are unblocked; a night
-- that falls on a day a confirmed stay occupies is not blocked but reported in `conflicts`.
-- An empty answer while the feed blocks days ahead is held back the first time (held_empty).
create or replace function public.apply_calendar_feed(
  p_feed_id uuid,
  p_days date[],
  p_event_count integer
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_feed public.villa_calendar_feeds;
  v_today date := (now() at time zone 'utc')::date;
  v_last date := ((now() at time zone 'utc')::date + interval '2 years')::date;
  v_days date[];
  v_owned integer;
  v_message text;
  v_added integer;
  v_removed integer;
  v_conflicts jsonb;
  v_blocked integer;
begin
  -- One sync of a feed at a time: a second waits here for the first to commit.
  select * into v_feed from public.villa_calendar_feeds where id = p_feed_id for update;
  if not found then
    raise exception 'No such calendar feed' using errcode = 'P0002';
  end if;

  v_days := array(
    select distinct d from unnest(coalesce(p_days, '{}')) as d
    where d between v_today and v_last order by d
  );

  if cardinality(v_days) = 0 and v_feed.empty_since is null then
    select count(*) into v_owned
    from public.blocked_dates bd
    where bd.feed_id = v_feed.id and bd.blocked_date between v_today and v_last;
    if v_owned > 0 then
      v_message := format(
        'The calendar came back empty although it had %s blocked day%s: they are kept. '
          || 'Sync again to confirm it is really empty.',
        v_owned, case when v_owned = 1 then '' else 's' end);
      update public.villa_calendar_feeds
      set last_attempt_at = now(), last_error = v_message, empty_since = now()
      where id = v_feed.id;
      return jsonb_build_object('held_empty', true, 'message', v_message,
        'blocked_days', v_owned);
    end if;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
      'booking_id', c.booking_id, 'check_in', c.check_in, 'check_out', c.check_out,
      'dates', c.dates) order by c.check_in), '[]'::jsonb)
  into v_conflicts
  from (
    select b.id as booking_id, b.check_in, b.check_out, jsonb_agg(f.day order by f.day) as dates
    from unnest(v_days) as f(day)
    join public.bookings b
      on b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied
    group by b.id, b.check_in, b.check_out
  ) c;

  with gone as (
    delete from public.blocked_dates bd
    where bd.feed_id = v_feed.id
      and bd.blocked_date between v_today and v_last
      and bd.blocked_date <> all (v_days)
    returning 1
  )
  select count(*) into v_removed from gone;

  with added as (
    insert into public.blocked_dates (villa_id, blocked_date, reason, feed_id)
    select v_feed.villa_id, f.day, 'Calendar sync: ' || v_feed.name, v_feed.id
    from unnest(v_days) as f(day)
    where not exists (
        select 1 from public.bookings b
        where b.villa_id = v_feed.villa_id and b.status = 'confirmed' and f.day <@ b.occupied)
    on conflict (villa_id, blocked_date) do nothing
    returning 1
  )
  select count(*) into v_added from added;

  select count(*) into v_blocked
  from public.blocked_dates bd
  where bd.feed_id = v_feed.id and bd.blocked_date >= v_today;

  update public.villa_calendar_feeds
  set last_attempt_at = now(), last_success_at = now(), last_error = null,
    last_event_count = p_event_count, blocked_day_count = v_blocked, conflicts = v_conflicts,
    empty_since = null
  where id = v_feed.id;

  return jsonb_build_object('added', v_added, 'removed', v_removed,
    'blocked_days', v_blocked, 'conflicts', v_conflicts);
end
$$;
revoke execute on function public.apply_calendar_feed(uuid, date[], integer)
  from public, anon, authenticated;
grant execute on function public.apply_calendar_feed(uuid, date[], integer) to service_role;

-- Blocks every free day of a villa's range with one reason: days a confirmed stay occupies are
-- skipped (the blocked-date trigger refuses those anyway), days already blocked by hand are left
-- as they are, and days a feed imported become blocked by hand with this reason (the feed no
-- longer owns them). Answers how many days were blocked and why the others were not, for the
-- screen's messages.
create or replace function public.admin_block_days(
  p_villa_id uuid,
  p_from date,
  p_to date,
  p_reason text
)
returns table (blocked integer, skipped_booked integer, skipped_blocked integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can block days' using errcode = '42501';
  end if;
  if p_villa_id is null or p_from is null or p_to is null or p_to < p_from then
    raise exception 'Choose a villa and a range that ends on or after its start'
      using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'Block at most two years at a time' using errcode = '22023';
  end if;

  return query
  with plan as (
    select d::date as day,
      exists (select 1 from public.bookings b
              where b.villa_id = p_villa_id and b.status = 'confirmed'
                and d::date <@ b.occupied) as booked,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is null) as taken,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = p_villa_id and bd.blocked_date = d::date
                and bd.feed_id is not null) as imported
    from generate_series(p_from, p_to, interval '1 day') as d
  ),
  taken_over as (
    update public.blocked_dates bd
    set feed_id = null, reason = nullif(btrim(p_reason), '')
    from plan
    where bd.villa_id = p_villa_id and bd.blocked_date = plan.day
      and bd.feed_id is not null and not plan.booked
    returning 1
  ),
  inserted as (
    insert into public.blocked_dates (villa_id, blocked_date, reason)
    select p_villa_id, plan.day, nullif(btrim(p_reason), '')
    from plan
    where not plan.booked and not plan.taken and not plan.imported
    returning 1
  )
  select (select count(*)::integer from inserted) + (select count(*)::integer from taken_over),
    (select count(*)::integer from plan where plan.booked),
    (select count(*)::integer from plan where plan.taken and not plan.booked);
end;
$$;
revoke execute on function public.admin_block_days(uuid, date, date, text) from public, anon;
-- Staff sign in as authenticated; the function checks is_staff() itself.
grant execute on function public.admin_block_days(uuid, date, date, text) to authenticated;
