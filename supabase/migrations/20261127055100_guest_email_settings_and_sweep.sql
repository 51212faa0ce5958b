-- Written by hand (a schema diff carries neither rows nor jobs): the guest emails' staff
-- settings with their starting values (issue 21, point 4), and the daily sweep that writes the
-- payment reminders, overdue notices and arrival emails.
--   guest_email_<kind>      'on' | 'off': private.guest_email_enabled(kind)
--   reminder_days_deposit   days before the deposit's due date (the Terms: within 3 days of
--                           booking), 1
--   reminder_days_balance   days before the balance's due date (60 days before arrival), 7
--   arrival_email_days      days before arrival, once paid in full, 7
insert into public.site_settings (setting_key, setting_value) values
  ('guest_email_payment_received', 'on'),
  ('guest_email_deposit_due', 'on'),
  ('guest_email_balance_due', 'on'),
  ('guest_email_payment_overdue', 'on'),
  ('guest_email_arrival_information', 'on'),
  ('guest_email_stay_thank_you', 'on'),
  ('guest_email_deposit_returned', 'on'),
  ('reminder_days_deposit', '1'),
  ('reminder_days_balance', '7'),
  ('arrival_email_days', '7')
on conflict (setting_key) do nothing;

-- 07:00 UTC: 08:00 or 09:00 on the Riviera, the guest's morning in Europe.
select cron.schedule('guest-emails', '0 7 * * *', $job$select private.send_scheduled_guest_emails()$job$);
