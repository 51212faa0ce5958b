-- Table and function privileges, on top of RLS. Supabase grants every privilege on public tables
-- and functions to the API roles by default; we take back what a role can never legitimately use,
-- so a mistake in a policy cannot expose it.

-- Nobody truncates through the API (truncate ignores RLS).
revoke truncate on all tables in schema public from anon, authenticated;

-- Visitors: bookings and enquiries are write-only; blocked dates and roles are invisible.
revoke select, update, delete, references, trigger on public.bookings from anon;
revoke select, update, delete, references, trigger on public.contact_submissions from anon;
revoke all on public.blocked_dates from anon;
revoke all on public.user_roles from anon;

-- Signed-in users never write roles, and change only the status of bookings and enquiries.
revoke insert, update, delete on public.user_roles from authenticated;
revoke update on public.bookings from authenticated;
grant update (status) on public.bookings to authenticated;
revoke update on public.contact_submissions from authenticated;
grant update (status) on public.contact_submissions to authenticated;

-- Trigger functions are not for calling.
revoke execute on function public.enforce_booking_request() from public, anon, authenticated;
revoke execute on function public.enforce_booking_status_change() from public, anon, authenticated;
revoke execute on function public.enforce_blocked_date_free() from public, anon, authenticated;
revoke execute on function public.enforce_contact_submission() from public, anon, authenticated;
revoke execute on function public.touch_updated_at() from public, anon, authenticated;

-- Only policies evaluated for signed-in users call is_staff().
revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

-- What visitors may call.
grant execute on function public.get_villa_price_for_date(uuid, date) to anon, authenticated;
grant execute on function public.get_villa_prices(uuid, date, date) to anon, authenticated;
grant execute on function public.get_villa_unavailable_dates(uuid, date, date) to anon, authenticated;
grant execute on function public.verify_maintenance_password(text) to anon, authenticated;
