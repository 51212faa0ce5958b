-- Who may do what (architecture section 4, "Who may do what"). Every public table has RLS on;
-- "staff" is a signed-in user whose user_roles row says 'admin' or 'staff' (public.is_staff()).
-- Staff policies are for the authenticated role only, so visitors never evaluate is_staff().

alter table public.site_settings enable row level security;
alter table public.page_content enable row level security;
alter table public.villas enable row level security;
alter table public.villa_faqs enable row level security;
alter table public.villa_reviews enable row level security;
alter table public.bookings enable row level security;
alter table public.blocked_dates enable row level security;
alter table public.seasonal_pricing enable row level security;
alter table public.user_roles enable row level security;
alter table public.contact_submissions enable row level security;

-- villas, villa_faqs, villa_reviews, seasonal_pricing: everyone reads active rows; staff do all.
create policy "visitors read active villas" on public.villas
  for select to anon, authenticated using (is_active);
create policy "staff manage villas" on public.villas
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "visitors read active villa faqs" on public.villa_faqs
  for select to anon, authenticated using (is_active);
create policy "staff manage villa faqs" on public.villa_faqs
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "visitors read active villa reviews" on public.villa_reviews
  for select to anon, authenticated using (is_active);
create policy "staff manage villa reviews" on public.villa_reviews
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "visitors read active seasonal prices" on public.seasonal_pricing
  for select to anon, authenticated using (is_active);
create policy "staff manage seasonal prices" on public.seasonal_pricing
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- page_content: everyone reads active sections; staff read all and edit (rows come from the seed).
create policy "visitors read active page content" on public.page_content
  for select to anon, authenticated using (is_active);
create policy "staff read all page content" on public.page_content
  for select to authenticated using ((select public.is_staff()));
create policy "staff update page content" on public.page_content
  for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- site_settings: everyone reads maintenance_mode only (the password is checked by
-- verify_maintenance_password); staff read and update every setting.
create policy "visitors read maintenance mode" on public.site_settings
  for select to anon, authenticated using (setting_key = 'maintenance_mode');
create policy "staff read settings" on public.site_settings
  for select to authenticated using ((select public.is_staff()));
create policy "staff update settings" on public.site_settings
  for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- bookings: visitors submit requests (the insert trigger sets status, expiry and total);
-- staff read them and move their status. Nobody else sees a booking.
create policy "visitors submit booking requests" on public.bookings
  for insert to anon with check (status = 'pending');
create policy "staff read bookings" on public.bookings
  for select to authenticated using ((select public.is_staff()));
create policy "staff update booking status" on public.bookings
  for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- blocked_dates: staff only; visitors learn unavailable days from get_villa_unavailable_dates.
create policy "staff manage blocked dates" on public.blocked_dates
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- contact_submissions: visitors send enquiries; staff read them and set their status.
create policy "visitors send enquiries" on public.contact_submissions
  for insert to anon with check (status = 'unread');
create policy "staff read enquiries" on public.contact_submissions
  for select to authenticated using ((select public.is_staff()));
create policy "staff update enquiry status" on public.contact_submissions
  for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

-- user_roles: each signed-in user reads their own row; roles are granted with the service role.
create policy "users read own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
