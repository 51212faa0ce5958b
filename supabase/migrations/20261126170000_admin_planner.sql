-- The occupancy planner: every active villa's confirmed stays, live pending requests (an
-- expired one holds nothing) and blocked days in a window of days, in one call. Staff only (42501 for anyone
-- else); a window covers at most 190 days, so an answer stays one screen's worth.
create function public.admin_planner(p_from date, p_to date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the planner' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The window must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 190 then
    raise exception 'A planner window covers at most 190 days' using errcode = '22023';
  end if;

  return jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'villas', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', v.id, 'name', v.name, 'location', v.location, 'changeover', v.changeover
      ) order by v.name)
      from public.villas v where v.is_active), '[]'::jsonb),
    -- The same fields as a row of the bookings table, so a stay opens its booking as there.
    'stays', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'villa_id', b.villa_id, 'villa_name', v.name, 'villa_location', v.location,
        'guest_name', b.guest_name, 'guest_email', b.guest_email, 'guest_phone', b.guest_phone,
        'guests_count', b.guests_count, 'check_in', b.check_in, 'check_out', b.check_out,
        'total_price', b.total_price, 'special_requests', b.special_requests,
        'status', b.status, 'expires_at', b.expires_at, 'created_at', b.created_at,
        'occupied', b.occupied::text, 'overlaps', '[]'::jsonb
      ) order by b.villa_id, b.check_in)
      from public.bookings b
      join public.villas v on v.id = b.villa_id and v.is_active
      where (b.status = 'confirmed' or (b.status = 'pending' and b.expires_at > now()))
        and b.check_in <= p_to and b.check_out >= p_from), '[]'::jsonb),
    -- Blocked days as runs of consecutive days with one reason: a winter closure is one row.
    'blocked', coalesce((
      select jsonb_agg(jsonb_build_object(
        'villa_id', r.villa_id, 'first', r.first_day, 'last', r.last_day, 'reason', r.reason
      ) order by r.villa_id, r.first_day)
      from (
        select d.villa_id, nullif(d.reason, '') as reason,
          min(d.blocked_date) as first_day, max(d.blocked_date) as last_day
        from (
          select bd.villa_id, bd.blocked_date, coalesce(bd.reason, '') as reason,
            bd.blocked_date - (row_number() over (
              partition by bd.villa_id, coalesce(bd.reason, '') order by bd.blocked_date
            ))::integer as island
          from public.blocked_dates bd
          join public.villas v on v.id = bd.villa_id and v.is_active
          where bd.blocked_date between p_from and p_to
        ) d
        group by d.villa_id, d.reason, d.island
      ) r), '[]'::jsonb)
  );
end;
$$;

revoke execute on function public.admin_planner(date, date) from public, anon;
-- Staff sign in as authenticated; the function checks is_staff() itself.
grant execute on function public.admin_planner(date, date) to authenticated;
