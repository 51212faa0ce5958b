-- What the flood control held for review (20261126360000_per_client_throttles.sql), for the
-- admin: booking requests still waiting (pending, not expired) and messages nobody has read
-- yet, with their ids so Booking Management and Messages can label them. Newest first, at most
-- 500 ids each (the counts are exact). Staff only.
create function public.admin_held_for_review()
returns table (
  booking_requests integer,
  messages integer,
  booking_ids uuid[],
  message_ids uuid[]
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what is held for review' using errcode = '42501';
  end if;
  return query
  with
  held_bookings as (
    select b.id, b.created_at from public.bookings b
    where b.held_for_review and b.status = 'pending' and b.expires_at > now()
  ),
  held_messages as (
    select c.id, c.created_at from public.contact_submissions c
    where c.held_for_review and c.status = 'unread'
  )
  select
    (select count(*)::integer from held_bookings),
    (select count(*)::integer from held_messages),
    coalesce(array(select h.id from held_bookings h order by h.created_at desc limit 500), '{}'),
    coalesce(array(select h.id from held_messages h order by h.created_at desc limit 500), '{}');
end
$$;

revoke execute on function public.admin_held_for_review() from public, anon;
grant execute on function public.admin_held_for_review() to authenticated, service_role;
