-- Explicit, least-privilege grants for the API roles (architecture §4, "Who may do what").
--
-- Hosted Supabase no longer grants anything on new public tables, sequences or functions to
-- anon, authenticated or service_role ("Default privileges for new entities" is off since 2026),
-- so without this migration every API call is refused with "permission denied". The earlier
-- grants migration only revoked, assuming the old defaults; this one starts from nothing and
-- grants exactly the verbs of the access table. Row-level security still decides which rows.

-- 1. Nothing, for anybody, until granted below. PUBLIC holds EXECUTE on every new function by
--    default in PostgreSQL itself, so it is revoked too.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- Objects later migrations create start with no privileges as well, whatever the project's
-- settings: each migration grants what its own objects need.
alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from public, anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- 2. Visitors (anon) and every signed-in user read the published content; RLS narrows it to
--    active rows of active villas and to the public settings.
grant select on public.villas, public.villa_faqs, public.villa_reviews, public.seasonal_pricing,
  public.page_content, public.site_settings
  to anon, authenticated;

-- Booking requests and enquiries are write-only for the public: the insert triggers set status,
-- expiry and price. (RLS decides which roles' inserts are accepted.)
grant insert on public.bookings, public.contact_submissions to anon, authenticated;

-- 3. Staff: signed in (authenticated) and is_staff() in every policy.
grant insert, update, delete on public.villas, public.villa_faqs, public.villa_reviews,
  public.seasonal_pricing
  to authenticated;
grant select, insert, update, delete on public.blocked_dates to authenticated;
grant update (title, content, image_url) on public.page_content to authenticated;
grant update (setting_value) on public.site_settings to authenticated;
grant select, update (status) on public.bookings to authenticated;
grant select, update (status) on public.contact_submissions to authenticated;
-- Each signed-in user reads their own role (the admin gate); nobody writes roles through the API.
grant select on public.user_roles to authenticated;

-- 4. The service-role key is the operator's (npm run admin:create, smoke checks, support
--    scripts): it reads and writes every table, bypassing RLS, but still never truncates.
grant select, insert, update, delete on all tables in schema public to service_role;

-- 5. Functions: only those the app calls, for the roles that call them.
grant execute on function public.get_villa_prices(uuid, date, date) to anon, authenticated, service_role;
grant execute on function public.get_villa_price_for_date(uuid, date) to anon, authenticated, service_role;
grant execute on function public.get_villa_unavailable_dates(uuid, date, date)
  to anon, authenticated, service_role;
grant execute on function public.verify_maintenance_password(text) to anon, authenticated;
-- is_staff() is evaluated by the staff policies, which apply to signed-in users only.
grant execute on function public.is_staff() to authenticated, service_role;
-- Trigger functions (enforce_*, touch_updated_at) need no grant: triggers run them regardless.
