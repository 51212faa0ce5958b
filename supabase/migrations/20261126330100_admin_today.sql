-- The admin's front page ("Today") in one request, and the sidebar's counts in a lighter one.
-- "Today" is the day in Europe/Paris, where the villas are: a stay arriving tomorrow in Nice is
-- not an arrival of today because the server runs in UTC.

create function public.admin_today()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_week_end date := v_today + 6;
  v_result jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only staff can see the day''s business' using errcode = '42501';
  end if;

  with
  arrivals as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_in between v_today and v_week_end
  ),
  departures as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'confirmed' and b.check_out between v_today and v_week_end
  ),
  -- Live requests only: one past its expires_at blocks nothing and cannot be confirmed.
  pending as (
    select b.*, v.name as villa
    from public.bookings b join public.villas v on v.id = b.villa_id
    where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())
  ),
  unread as (
    select m.id, m.name, m.email, m.form_type, m.created_at
    from public.contact_submissions m
    where m.status = 'unread'
  ),
  occupancy as (
    select coalesce(sum(n.nights_available), 0) as available,
      coalesce(sum(n.nights_booked), 0) as booked
    from public.nights_by_villa_month(v_today, v_today + 29) n
  )
  select jsonb_build_object(
    'today', v_today,
    'weekEnd', v_week_end,
    'arrivals', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', a.id, 'villaId', a.villa_id, 'villa', a.villa, 'guestName', a.guest_name,
        'guestEmail', a.guest_email, 'guests', a.guests_count, 'checkIn', a.check_in,
        'checkOut', a.check_out, 'nights', a.check_out - a.check_in
      ) order by a.check_in, a.villa, a.id)
      from (select * from arrivals order by check_in, villa, id limit 100) a), '[]'::jsonb),
    'arrivalCount', (select count(*) from arrivals),
    'departures', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'villaId', d.villa_id, 'villa', d.villa, 'guestName', d.guest_name,
        'guestEmail', d.guest_email, 'guests', d.guests_count, 'checkIn', d.check_in,
        'checkOut', d.check_out, 'nights', d.check_out - d.check_in
      ) order by d.check_out, d.villa, d.id)
      from (select * from departures order by check_out, villa, id limit 100) d), '[]'::jsonb),
    'departureCount', (select count(*) from departures),
    -- The request that expires first is the one to decide first.
    'pending', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'villaId', p.villa_id, 'villa', p.villa, 'guestName', p.guest_name,
        'guestEmail', p.guest_email, 'guests', p.guests_count, 'checkIn', p.check_in,
        'checkOut', p.check_out, 'nights', p.check_out - p.check_in,
        'totalPrice', p.total_price, 'createdAt', p.created_at, 'expiresAt', p.expires_at
      ) order by p.expires_at nulls last, p.created_at, p.id)
      from (select * from pending order by expires_at nulls last, created_at, id limit 100) p),
      '[]'::jsonb),
    'pendingCount', (select count(*) from pending),
    'unread', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', u.id, 'name', u.name, 'email', u.email, 'formType', u.form_type,
        'createdAt', u.created_at
      ) order by u.created_at desc, u.id)
      from (select * from unread order by created_at desc, id limit 5) u), '[]'::jsonb),
    'unreadCount', (select count(*) from unread),
    'occupancy', (
      select jsonb_build_object(
        'from', v_today,
        'to', v_today + 29,
        'nightsAvailable', o.available,
        'nightsBooked', o.booked,
        'occupancyRate', public.occupancy_rate(o.booked, o.available))
      from occupancy o)
  ) into v_result;
  return v_result;
end;
$$;

-- The sidebar's badges: live requests waiting for a decision and unread messages.
create function public.admin_nav_counts()
returns table (pending_requests integer, unread_messages integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see the day''s business' using errcode = '42501';
  end if;
  return query
  select
    (select count(*)::integer from public.bookings b
      where b.status = 'pending' and (b.expires_at is null or b.expires_at > now())),
    (select count(*)::integer from public.contact_submissions m where m.status = 'unread');
end;
$$;

revoke execute on function public.admin_today() from public, anon;
revoke execute on function public.admin_nav_counts() from public, anon;
grant execute on function public.admin_today() to authenticated;
grant execute on function public.admin_nav_counts() to authenticated;
