-- Who may do what: row-level security and its policies, then every privilege of every role
-- (supabase/schemas/README.md says why).

-- Row-level security on every table the Data API reaches: a table without a policy for a role
-- gives that role no rows at all.
alter table public.site_settings enable row level security;
alter table public.page_content enable row level security;
alter table public.villas enable row level security;
alter table public.villa_faqs enable row level security;
alter table public.villa_reviews enable row level security;
alter table public.bookings enable row level security;
alter table public.blocked_dates enable row level security;
alter table public.seasonal_pricing enable row level security;
alter table public.tourist_tax_communes enable row level security;
alter table public.tourist_tax_rates enable row level security;
alter table public.villa_booking_terms enable row level security;
alter table public.villa_cancellation_tiers enable row level security;
alter table public.villa_charges enable row level security;
alter table public.villa_discounts enable row level security;
alter table public.terms_versions enable row level security;
alter table public.user_roles enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.notifications enable row level security;
alter table public.villa_calendar_exports enable row level security;
alter table public.villa_calendar_feeds enable row level security;
alter table public.villa_photos enable row level security;
alter table public.staff_security_events enable row level security;
alter table public.staff_preferences enable row level security;
alter table public.booking_payments enable row level security;

create policy "staff read settings" on public.site_settings
for select to authenticated
using ((select public.is_staff()));

create policy "staff update settings" on public.site_settings
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read maintenance mode, site details and legal identity" on public.site_settings
for select to anon, authenticated
using ((setting_key = any (array['maintenance_mode'::text, 'contact_phone'::text, 'contact_email'::text, 'concierge_email'::text, 'contact_address'::text, 'office_hours_weekdays'::text, 'office_hours_saturday'::text, 'office_hours_sunday'::text, 'instagram_url'::text, 'facebook_url'::text, 'linkedin_url'::text, 'legal_company_name'::text, 'legal_form'::text, 'legal_share_capital'::text, 'legal_registered_office'::text, 'legal_rcs_number'::text, 'legal_rcs_city'::text, 'legal_vat_number'::text, 'legal_publication_director'::text, 'legal_host_name'::text, 'legal_host_address'::text, 'legal_host_phone'::text, 'legal_mediator_name'::text, 'legal_mediator_address'::text, 'legal_mediator_website'::text])));

create policy "visitors read active page content" on public.page_content
for select to anon, authenticated
using (is_active);

create policy "staff read all page content" on public.page_content
for select to authenticated
using ((select public.is_staff()));

create policy "staff update page content" on public.page_content
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villas" on public.villas
for select to anon, authenticated
using (is_active);

create policy "staff manage villas" on public.villas
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage villa faqs" on public.villa_faqs
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villa faqs" on public.villa_faqs
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_faqs.villa_id) and v.is_active)))));

create policy "staff manage villa reviews" on public.villa_reviews
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active villa reviews" on public.villa_reviews
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_reviews.villa_id) and v.is_active)))));

create policy "staff read bookings" on public.bookings
for select to authenticated
using ((select public.is_staff()));

create policy "staff update booking status" on public.bookings
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "everyone submits booking requests" on public.bookings
for insert to anon, authenticated
with check ((status = 'pending'));

create policy "staff manage booking payments" on public.booking_payments
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage blocked dates" on public.blocked_dates
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage seasonal prices" on public.seasonal_pricing
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active seasonal prices" on public.seasonal_pricing
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = seasonal_pricing.villa_id) and v.is_active)))));

-- The whole offer: staff edit every rule; visitors read the rules of published villas (the
-- booking page shows the extras, deposit and cancellation tiers) and the tourist-tax rates, which
-- communes publish anyway.
create policy "staff manage tourist tax communes" on public.tourist_tax_communes
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read tourist tax communes" on public.tourist_tax_communes
for select to anon, authenticated
using (true);

create policy "staff manage tourist tax rates" on public.tourist_tax_rates
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read tourist tax rates" on public.tourist_tax_rates
for select to anon, authenticated
using (true);

create policy "staff manage booking terms" on public.villa_booking_terms
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read booking terms of published villas" on public.villa_booking_terms
for select to anon, authenticated
using ((exists ( select 1
   from public.villas v
  where ((v.id = villa_booking_terms.villa_id) and v.is_active))));

create policy "staff manage cancellation tiers" on public.villa_cancellation_tiers
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read cancellation tiers of published villas" on public.villa_cancellation_tiers
for select to anon, authenticated
using ((exists ( select 1
   from public.villas v
  where ((v.id = villa_cancellation_tiers.villa_id) and v.is_active))));

create policy "staff manage charges" on public.villa_charges
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active charges of published villas" on public.villa_charges
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_charges.villa_id) and v.is_active)))));

create policy "staff manage discounts" on public.villa_discounts
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "visitors read active discounts of published villas" on public.villa_discounts
for select to anon, authenticated
using ((is_active and (exists ( select 1
   from public.villas v
  where ((v.id = villa_discounts.villa_id) and v.is_active)))));

-- The Terms as accepted: public texts, written only by the booking trigger (as its owner).
create policy "everyone reads accepted terms" on public.terms_versions
for select to anon, authenticated
using (true);

create policy "staff read their own preferences" on public.staff_preferences
for select to authenticated
using (((user_id = ( select auth.uid() as uid)) and (select public.is_staff())));

create policy "staff save their own preferences" on public.staff_preferences
for insert to authenticated
with check (((user_id = ( select auth.uid() as uid)) and (select public.is_staff())));

create policy "staff change their own preferences" on public.staff_preferences
for update to authenticated
using (((user_id = ( select auth.uid() as uid)) and (select public.is_staff())))
with check (((user_id = ( select auth.uid() as uid)) and (select public.is_staff())));

create policy "users read own role" on public.user_roles
for select to authenticated
using ((user_id = ( select auth.uid() as uid)));

create policy "staff read enquiries" on public.contact_submissions
for select to authenticated
using ((select public.is_staff()));

create policy "staff update enquiry status" on public.contact_submissions
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "everyone sends enquiries" on public.contact_submissions
for insert to anon, authenticated
with check ((status = 'unread'));

create policy "staff read notifications" on public.notifications
for select to authenticated
using ((select public.is_staff()));

create policy "staff read calendar export links" on public.villa_calendar_exports
for select to authenticated
using ((select public.is_staff()));

create policy "staff renew calendar export links" on public.villa_calendar_exports
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff read calendar feeds" on public.villa_calendar_feeds
for select to authenticated
using ((select public.is_staff()));

create policy "staff add calendar feeds" on public.villa_calendar_feeds
for insert to authenticated
with check ((select public.is_staff()));

create policy "staff edit calendar feeds" on public.villa_calendar_feeds
for update to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff remove calendar feeds" on public.villa_calendar_feeds
for delete to authenticated
using ((select public.is_staff()));

create policy "visitors read photos of active villas" on public.villa_photos
for select to anon, authenticated
using ((exists ( select 1
   from public.villas v
  where ((v.id = villa_photos.villa_id) and v.is_active))));

create policy "staff manage villa photos" on public.villa_photos
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff read security events" on public.staff_security_events
for select to authenticated
using ((select public.is_staff()));

create policy "staff read assets" on storage.objects
for select to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())));

create policy "staff delete assets" on storage.objects
for delete to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())));

create policy "staff upload assets" on storage.objects
for insert to authenticated
with check (((bucket_id = 'assets'::text) and (select public.is_staff()) and (lower(storage.extension(name)) = any (array['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text, 'avif'::text, 'gif'::text]))));

create policy "staff replace assets" on storage.objects
for update to authenticated
using (((bucket_id = 'assets'::text) and (select public.is_staff())))
with check (((bucket_id = 'assets'::text) and (select public.is_staff()) and (lower(storage.extension(name)) = any (array['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text, 'avif'::text, 'gif'::text]))));

-- Privileges: nothing for anybody, then exactly the verbs each role needs. Hosted projects no
-- longer grant the API roles anything on new objects ("Default privileges for new entities" off),
-- and PostgreSQL itself gives PUBLIC execute on every new function: both are revoked first, so
-- what follows is the whole truth whatever the project's defaults.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
-- The stay links (issue 21) are nobody's to read: only their security-definer functions touch them.
alter table private.stay_links enable row level security;
alter table private.stay_email_tokens enable row level security;
revoke all on table private.stay_links from public, anon, authenticated, service_role;
revoke all on table private.stay_email_tokens from public, anon, authenticated, service_role;
-- What the public pages' last build covered (80_publishing.sql): only its triggers and job touch it.
alter table private.site_content_changes enable row level security;
revoke all on table private.site_content_changes from public, anon, authenticated, service_role;

-- Tables and views.

grant select on table public.site_settings to anon, authenticated;

grant select, insert, update, delete on table public.site_settings to service_role;

grant select on table public.page_content to anon, authenticated;

grant select, insert, update, delete on table public.page_content to service_role;

grant select on table public.villas to anon;

grant select, insert, update, delete on table public.villas to authenticated, service_role;

grant select on table public.villa_faqs to anon;

grant select, insert, update, delete on table public.villa_faqs to authenticated, service_role;

grant select, insert, update, delete on table public.villa_reviews to authenticated, service_role;

grant insert on table public.bookings to anon;

grant select, insert on table public.bookings to authenticated;

grant select, insert, update, delete on table public.bookings to service_role;

-- Staff record and delete payments; a recorded payment is never edited (a mistake is deleted and
-- entered again, so the books show what was done).
grant select, insert, delete on table public.booking_payments to authenticated;

grant select, insert, update, delete on table public.booking_payments to service_role;

grant select, insert, update, delete on table public.blocked_dates to authenticated, service_role;

grant select on table public.seasonal_pricing to anon;

grant select on table public.tourist_tax_communes, public.tourist_tax_rates, public.villa_booking_terms, public.villa_cancellation_tiers, public.villa_charges, public.villa_discounts to anon;

grant select, insert, update, delete on table public.tourist_tax_communes, public.tourist_tax_rates, public.villa_cancellation_tiers, public.villa_charges, public.villa_discounts to authenticated, service_role;

-- A villa's terms row comes and goes with the villa: staff change it, never add or remove it.
grant select, update on table public.villa_booking_terms to authenticated;

grant select, insert, update, delete on table public.villa_booking_terms to service_role;

grant select, insert, update, delete on table public.seasonal_pricing to authenticated, service_role;

grant select on table public.terms_versions to anon, authenticated, service_role;

grant select, insert, update (language, updated_at) on table public.staff_preferences to authenticated;

grant select, insert, update, delete on table public.staff_preferences to service_role;

grant select on table public.user_roles to authenticated;

grant select, insert, update, delete on table public.user_roles to service_role;

grant insert on table public.contact_submissions to anon;

grant select, insert on table public.contact_submissions to authenticated;

grant select, insert, update, delete on table public.contact_submissions to service_role;

grant select on table public.notifications to authenticated;

grant select, insert, update, delete on table public.notifications to service_role;

grant select on table public.villa_calendar_exports to authenticated;

grant select, insert, update, delete on table public.villa_calendar_exports to service_role;

grant select, delete on table public.villa_calendar_feeds to authenticated;

grant select, insert, update, delete on table public.villa_calendar_feeds to service_role;

grant select on table public.villa_photos to anon;

grant select, insert, update, delete on table public.villa_photos to authenticated, service_role;

grant select on table public.staff_security_events to authenticated;

grant select, insert, update, delete on table public.staff_security_events to service_role;

grant select on table public.villa_review_summaries to anon, authenticated, service_role;

-- Single columns: what a role may read or change where the whole row is not its to touch.

grant update (setting_value, setting_value_fr) on table public.site_settings to authenticated;

grant update (title, content, image_url, title_fr, content_fr) on table public.page_content to authenticated;

grant select (id, villa_id, guest_name, guest_location, review_text, display_order, is_active, created_at, rating, stay_month, is_verified, published_on, language) on table public.villa_reviews to anon;

grant update (status) on table public.bookings to authenticated;

grant update (status) on table public.contact_submissions to authenticated;

grant update (token, created_at) on table public.villa_calendar_exports to authenticated;

grant insert (villa_id, name, url) on table public.villa_calendar_feeds to authenticated;

grant update (name, url) on table public.villa_calendar_feeds to authenticated;

-- Functions: who may call each one (nobody else, not even PUBLIC).
-- The two preambles of the staff-only functions, which run as their caller.
grant usage on schema private to authenticated, service_role;
grant execute on function private.require_staff(p_can text) to authenticated, service_role;
grant execute on function private.require_page(p_limit integer, p_offset integer, p_rows text) to authenticated, service_role;

grant execute on function public.active_villa_count() to public, anon, authenticated, service_role;

grant execute on function public.admin_attention() to authenticated;

grant execute on function public.admin_block_days(p_villa_id uuid, p_from date, p_to date, p_reason text) to authenticated;

grant execute on function public.admin_blocked_periods(p_villa_id uuid, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_booking_counts(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text) to authenticated;

grant execute on function public.admin_bookings_matching(p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text) to authenticated;

grant execute on function public.admin_bookings_page(p_status text, p_villa_id uuid, p_stay_from date, p_stay_to date, p_created_from date, p_created_to date, p_search text, p_sort text, p_ascending boolean, p_limit integer, p_offset integer, p_reason text) to authenticated;

grant execute on function public.admin_held_for_review() to authenticated, service_role;

grant execute on function public.admin_message_counts(p_search text) to authenticated;

grant execute on function public.admin_messages_matching(p_form_type text, p_search text) to authenticated;

grant execute on function public.admin_messages_page(p_status text, p_form_type text, p_search text, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_nav_counts() to authenticated;

grant execute on function public.admin_notifications_page(p_status text, p_kind text, p_limit integer, p_offset integer) to authenticated;

grant execute on function public.admin_planner(p_from date, p_to date) to authenticated;

grant execute on function public.admin_regenerate_calendar_token(p_villa_id uuid) to authenticated;

grant execute on function public.admin_resend_notification(p_id uuid) to authenticated;

grant execute on function public.admin_reset_staff_two_factor(p_user_id uuid) to authenticated, service_role;

grant execute on function public.admin_season_summary(p_from date, p_to date) to authenticated;

grant execute on function public.admin_staff_two_factor() to authenticated, service_role;

grant execute on function public.admin_today() to authenticated;

grant execute on function public.admin_villa_booking_counts() to authenticated;

grant execute on function public.apply_calendar_feed(p_feed_id uuid, p_days date[], p_event_count integer) to service_role;

grant execute on function public.begin_notification_send(p_id uuid, p_claim_id uuid) to service_role;

grant execute on function public.booking_analytics(p_from date, p_to date) to authenticated;

grant execute on function public.booking_card_figures(p_day date) to authenticated;

grant execute on function public.calendar_export(p_token text) to service_role;

grant execute on function public.claim_notifications(p_max_count integer) to service_role;

grant execute on function public.complete_notification(p_id uuid, p_claim_id uuid, p_error text, p_provider_message_id text, p_subject text) to service_role;

grant execute on function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text) to anon, authenticated, service_role;

grant execute on function public.get_enquiry_receipt(p_enquiry_id uuid, p_email text) to anon, authenticated, service_role;

grant execute on function public.get_stay(p_token text) to anon, authenticated, service_role;

grant execute on function public.booking_money(p_booking_id uuid) to authenticated, service_role;

-- Card payments (issue 21): only the Edge Functions (service_role) read a link's card amount
-- and record what Stripe confirmed.
grant execute on function public.stay_card_payment(p_token text) to service_role;

grant execute on function public.record_card_payment(p_booking_id uuid, p_amount numeric, p_external_id text, p_reference text) to service_role;

grant execute on function public.admin_send_guest_emails() to authenticated;

grant execute on function public.withdraw_stay_request(p_token text) to anon, authenticated, service_role;

grant execute on function public.admin_reissue_stay_link(p_booking_id uuid) to authenticated;

grant execute on function public.admin_stay_link_status(p_booking_id uuid) to authenticated;

-- Staff run the booking (issue 21, point 6): staff only (each starts with require_staff).
grant execute on function public.admin_decide_booking(p_booking_id uuid, p_decision text, p_message text, p_suggested_villa_ids uuid[]) to authenticated;

grant execute on function public.admin_cancel_booking(p_booking_id uuid, p_cancelled_by text, p_paid numeric, p_message text, p_save boolean) to authenticated;

grant execute on function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text, p_save boolean) to authenticated;

grant execute on function public.admin_create_booking(p_villa_id uuid, p_check_in date, p_check_out date, p_adults integer, p_children integer, p_extras uuid[], p_guest_name text, p_guest_email text, p_guest_phone text, p_special_requests text, p_manual_total numeric, p_manual_reason text, p_message text, p_language public.site_language) to authenticated;

grant execute on function public.booking_cancellation_cost(p_quote public.stay_quote, p_total numeric, p_day date) to authenticated;

grant execute on function public.claimed_stay_tokens(p_claim_id uuid) to service_role;

grant execute on function public.get_villa_calendar(p_villa_id uuid, p_from date, p_to date) to public, anon, authenticated, service_role;

grant execute on function public.get_villa_from_prices(p_villa_id uuid) to public, anon, authenticated, service_role;

grant execute on function public.get_villa_price_for_date(p_villa_id uuid, p_date date) to anon, authenticated, service_role;

grant execute on function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date) to anon, authenticated, service_role;

grant execute on function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date) to anon, authenticated, service_role;

grant execute on function public.is_staff() to authenticated, service_role;

grant execute on function public.my_two_factor_status() to authenticated, service_role;

grant execute on function public.nights_by_villa_month(p_from date, p_to date) to authenticated;

grant execute on function public.occupancy_rate(p_nights_booked numeric, p_nights_available numeric) to authenticated;

grant execute on function public.quote_stay(p_villa_id uuid, p_check_in date, p_check_out date, p_guests integer, p_adults integer, p_children integer, p_extras uuid[]) to public, anon, authenticated, service_role;

grant execute on function public.euro_text(p_amount numeric) to public, anon, authenticated, service_role;
grant execute on function public.euro_text_fr(p_amount numeric) to public, anon, authenticated, service_role;
grant execute on function public.count_text_fr(p_count numeric, p_one text, p_many text) to public, anon, authenticated, service_role;
grant execute on function public.day_text_fr(p_day date) to public, anon, authenticated, service_role;
grant execute on function public.percent_text_fr(p_percent numeric) to public, anon, authenticated, service_role;

grant execute on function public.record_calendar_feed_failure(p_feed_id uuid, p_error text, p_code text, p_params jsonb) to service_role;

grant execute on function public.refresh_villa_from_prices() to service_role;

grant execute on function public.release_notifications(p_claim_id uuid, p_ids uuid[]) to service_role;

grant execute on function public.reorder_villa_photos(p_villa_id uuid, p_photo_ids uuid[]) to authenticated, service_role;

grant execute on function public.save_villa_cancellation_tiers(p_villa_id uuid, p_min_days_before integer[], p_charge_percent numeric[]) to authenticated, service_role;

grant execute on function public.search_villas(p_check_in date, p_check_out date, p_guests integer, p_adults integer, p_children integer) to public, anon, authenticated, service_role;

grant execute on function public.stay_is_free(p_villa_id uuid, p_check_in date, p_check_out date) to public, anon, authenticated, service_role;

grant execute on function public.stay_range(p_check_in date, p_check_out date, p_changeover public.villa_changeover) to public, anon, authenticated, service_role;

grant execute on function public.stay_rules_on(p_villa_id uuid, p_day date) to public, anon, authenticated, service_role;

grant execute on function public.tourist_tax_report(p_month date) to authenticated;

grant execute on function public.valid_weekdays(p_days smallint[]) to public, anon, authenticated, service_role;

grant execute on function public.verify_maintenance_password(p_password text) to anon, authenticated;

grant execute on function public.villa_collection(p_destination text, p_guests integer, p_bedrooms integer, p_min_price numeric, p_max_price numeric, p_amenities text[], p_sort text, p_check_in date, p_check_out date) to public, anon, authenticated, service_role;

grant execute on function public.villa_destination(p_location text) to public, anon, authenticated, service_role;

grant execute on function public.villa_destinations() to public, anon, authenticated, service_role;

grant execute on function public.villa_from_price(p_villa_id uuid, p_base_price numeric, p_advance_notice_days integer, p_horizon_months integer, p_today date) to public, anon, authenticated, service_role;

grant execute on function public.villa_has_amenity(p_amenities text[], p_key text) to public, anon, authenticated, service_role;

grant execute on function public.weekday_names(p_days smallint[]) to public, anon, authenticated, service_role;

grant execute on function public.weekday_names_fr(p_days smallint[]) to public, anon, authenticated, service_role;

-- Arrival information and bank details (issue 21): staff only. Guests read them through
-- get_stay_arrival and get_stay_payment_details, with their link, when their stay allows.
alter table public.villa_arrival_info enable row level security;
alter table public.payment_settings enable row level security;

create policy "staff manage arrival information" on public.villa_arrival_info
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

create policy "staff manage payment settings" on public.payment_settings
for all to authenticated
using ((select public.is_staff()))
with check ((select public.is_staff()));

grant select, insert, update, delete on table public.villa_arrival_info to authenticated, service_role;

grant select, insert, update on table public.payment_settings to authenticated;

grant select, insert, update, delete on table public.payment_settings to service_role;

grant execute on function public.get_stay_arrival(p_token text) to anon, authenticated, service_role;

grant execute on function public.get_stay_payment_details(p_token text) to anon, authenticated, service_role;

grant execute on function public.iban_checksum_ok(p_iban text) to authenticated, service_role;

grant execute on function public.booking_payment_lines(p_booking_id uuid) to authenticated, service_role;

grant execute on function public.get_stay_money(p_token text) to anon, authenticated, service_role;

grant execute on function public.admin_booking_payment_states(p_booking_ids uuid[]) to authenticated, service_role;

grant execute on function public.admin_late_payments() to authenticated, service_role;


-- The guest's care after the stay (issue 21, points 3 and 5): security deposits are staff's
-- (visitors read theirs through get_stay_security_deposit only); review links and their email
-- tokens are nobody's to read.
alter table public.booking_security_deposits enable row level security;

create policy "staff manage security deposits" on public.booking_security_deposits
  to authenticated using (public.is_staff()) with check (public.is_staff());

grant select, insert, update on table public.booking_security_deposits to authenticated;

grant select, insert, update, delete on table public.booking_security_deposits to service_role;

alter table private.review_links enable row level security;
alter table private.review_email_tokens enable row level security;
revoke all on table private.review_links from public, anon, authenticated, service_role;
revoke all on table private.review_email_tokens from public, anon, authenticated, service_role;

grant execute on function public.admin_security_deposit(p_booking_id uuid) to authenticated;

grant execute on function public.admin_request_security_deposit(p_booking_id uuid, p_amount numeric) to authenticated;

grant execute on function public.admin_receive_security_deposit(p_booking_id uuid, p_amount numeric, p_received_on date, p_method text) to authenticated;

grant execute on function public.admin_return_security_deposit(p_booking_id uuid, p_returned_on date, p_deductions jsonb) to authenticated;

grant execute on function public.admin_overdue_security_deposits() to authenticated;

grant execute on function public.get_stay_security_deposit(p_token text) to anon, authenticated, service_role;

grant execute on function public.get_review_invitation(p_token text) to anon, authenticated, service_role;

grant execute on function public.submit_stay_review(p_token text, p_rating integer, p_review_text text, p_guest_name text, p_guest_location text) to anon, authenticated, service_role;

grant execute on function public.claimed_review_tokens(p_claim_id uuid) to service_role;

-- The deposit's shared rules, called by the staff functions above as their caller (they reveal
-- nothing the caller could not read).
grant execute on function private.deposit_booking(p_booking_id uuid) to authenticated;

grant execute on function private.security_deposit_state(p_deposit public.booking_security_deposits) to authenticated;

grant execute on function private.security_deposit_overdue(p_received_on date, p_returned_on date, p_check_out date) to authenticated;

grant execute on function public.admin_reviews_to_approve() to authenticated;
