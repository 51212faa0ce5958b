-- Issue 18, point 10c: a booking request called send-emails twice. Its guest and staff emails
-- are two inserts (private.enqueue_booking_email, once per kind), and the statement trigger of
-- 20261126220000_notifications.sql queued one pg_net request per insert statement. One call
-- drains the whole outbox, so one per transaction is enough: the first insert of a transaction
-- queues it (pg_net sends it after commit, when every row of the transaction is visible) and
-- marks the transaction, later inserts of the same transaction see the mark and queue nothing.
-- The mark is a transaction-local setting: it ends with the transaction, and a rolled-back
-- savepoint takes it back together with the request it queued.
-- Redefined (same signature, same trigger): private.send_new_emails().
create or replace function private.send_new_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from inserted)
     and coalesce(current_setting('riviera.send_emails_queued', true), '') <> 'yes' then
    begin
      perform private.invoke_edge_function('send-emails');
      perform set_config('riviera.send_emails_queued', 'yes', true);
    exception when others then
      raise warning 'send-emails was not called (%); the cron sweeper will send the email', sqlerrm;
    end;
  end if;
  return null;
end
$$;
