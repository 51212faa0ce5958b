-- Hand-written (a composite type a function returns cannot be dropped and created by the
-- diff): the planner's stays and the Today lists carry each booking's short reference (issue 21).
alter type public.planner_stay add attribute reference text;
alter type public.planner_stay add attribute source text;
alter type public.planner_stay add attribute price_note text;
alter type public.today_stay add attribute reference text;
alter type public.today_request add attribute reference text;

create or replace function public.admin_planner(p_from date, p_to date)
returns public.planner_window
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('read the planner');
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The window must end on or after its start' using errcode = '22023';
  end if;
  if p_to - p_from > 190 then
    raise exception 'A planner window covers at most 190 days' using errcode = '22023';
  end if;

  return row(
    p_from,
    p_to,
    array(
      select row(v.id, v.name, v.location, v.changeover)::public.planner_villa
      from public.villas v where v.is_active
      order by v.name),
    array(
      select row(
        b.id, b.villa_id, v.name, v.location, b.guest_name, b.guest_email, b.guest_phone,
        b.guests_count, b.check_in, b.check_out, b.total_price, b.special_requests,
        b.status, b.expires_at, b.created_at, b.occupied::text, '[]'::jsonb,
        b.reference, b.source, b.price_note
      )::public.planner_stay
      from public.bookings b
      join public.villas v on v.id = b.villa_id and v.is_active
      where (b.status = 'confirmed' or (b.status = 'pending' and b.expires_at > now()))
        and b.check_in <= p_to and b.check_out >= p_from
      order by b.villa_id, b.check_in),
    -- Blocked days as runs of consecutive days with one reason: a winter closure is one row.
    array(
      select row(r.villa_id, r.first_day, r.last_day, r.reason)::public.planner_blocked_run
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
      ) r
      order by r.villa_id, r.first_day)
  )::public.planner_window;
end;
$$;

create or replace function public.admin_today()
returns public.admin_today
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_week_end date := v_today + 6;
  v_result public.admin_today;
begin
  perform private.require_staff('see the day''s business');

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
  -- Into the composite variable field by field.
  select
    v_today,
    v_week_end,
    array(
      select row(a.id, a.villa_id, a.villa, a.guest_name, a.guest_email, a.guests_count,
        a.check_in, a.check_out, a.check_out - a.check_in, a.reference)::public.today_stay
      from arrivals a order by a.check_in, a.villa, a.id limit 100),
    (select count(*) from arrivals),
    array(
      select row(d.id, d.villa_id, d.villa, d.guest_name, d.guest_email, d.guests_count,
        d.check_in, d.check_out, d.check_out - d.check_in, d.reference)::public.today_stay
      from departures d order by d.check_out, d.villa, d.id limit 100),
    (select count(*) from departures),
    -- The request that expires first is the one to decide first.
    array(
      select row(p.id, p.villa_id, p.villa, p.guest_name, p.guest_email, p.guests_count,
        p.check_in, p.check_out, p.check_out - p.check_in, p.total_price, p.created_at,
        p.expires_at, p.reference)::public.today_request
      from pending p order by p.expires_at nulls last, p.created_at, p.id limit 100),
    (select count(*) from pending),
    array(
      select row(u.id, u.name, u.email, u.form_type, u.created_at)::public.today_message
      from unread u order by u.created_at desc, u.id limit 5),
    (select count(*) from unread),
    (select row(v_today, v_today + 29, o.available, o.booked,
        public.occupancy_rate(o.booked, o.available))::public.today_occupancy
     from occupancy o)
  into v_result;
  return v_result;
end;
$$;
