-- Manage Villas lists every villa in compact rows; each row says how many bookings the villa has,
-- so staff know before they try that a booked villa cannot be deleted (keep_villa_with_bookings:
-- bookings are kept for the guests' records) and is deactivated instead.
--
-- One row per villa that has bookings (a villa without any has no row):
--   booking_count    every booking, whatever its status (what blocks a delete)
--   upcoming_count   confirmed stays that have not ended yet
-- One grouped scan of bookings (~25,000 rows at the large scale): far below the list's budget.
-- Staff only: anyone else is refused (42501), never given an empty list.
create function public.admin_villa_booking_counts()
returns table (
  villa_id uuid,
  booking_count bigint,
  upcoming_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can count bookings' using errcode = '42501';
  end if;

  return query
  select b.villa_id,
    count(*) as booking_count,
    count(*) filter (where b.status = 'confirmed' and b.check_out >= current_date)
      as upcoming_count
  from public.bookings b
  group by b.villa_id
  order by b.villa_id;
end;
$$;

revoke execute on function public.admin_villa_booking_counts() from public, anon;
-- Staff sign in as authenticated; the function checks is_staff() itself (security invoker, so
-- the bookings' row-level security applies too).
grant execute on function public.admin_villa_booking_counts() to authenticated;
