-- Issue 18, point 11c: emails sent twice after a crash. A sender claims up to 10 rows, then
-- sends them one by one; a row it claimed was taken over only 10 minutes later, and a sender
-- that had lost its claim (or whose stack had died) kept sending the rest of its batch. Now:
--   * before each email the sender says it is starting it (begin_notification_send): refused
--     when its claim is gone (taken over, completed, released) or unreachable (the stack died),
--     and the sender then stops. The call also renews the claim of every row the sender still
--     holds, so a live sender is never taken over;
--   * a claim nobody renewed for 2 minutes is taken over (one send is limited to 30 s);
--   * a row whose email had been started (send_started_at) and was never completed is sent
--     again under the same Message-ID (SMTP) and the same idempotency key (Resend): mail
--     systems keep one copy, Resend sends one.

alter table public.notifications add column send_started_at timestamptz;

-- Starting one email of the claim p_claim_id: true when the row is still this claim's, and
-- then every row of the claim is renewed. False: the sender must stop (its rows are another
-- sender's, or were given back).
create function public.begin_notification_send(p_id uuid, p_claim_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.notifications n
  set send_started_at = now()
  where n.id = p_id and n.status = 'sending' and n.claim_id = p_claim_id;
  if not found then
    return false;
  end if;
  update public.notifications n
  set claimed_at = now()
  where n.claim_id = p_claim_id and n.status = 'sending';
  return true;
end
$$;

revoke execute on function public.begin_notification_send(uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.begin_notification_send(uuid, uuid) to service_role;

-- As before (20261126250000_outbox_hardening.sql), with 2 minutes instead of 10 for a claim
-- to lapse; a lapsed row whose email was never started is taken over without counting another
-- attempt (nothing was tried), and send_started_at is cleared on each new claim. Redefined
-- (same signature).
create or replace function public.claim_notifications(p_max_count integer default 20)
returns setof public.notifications
language plpgsql
set search_path = ''
as $$
declare
  v_claim uuid := gen_random_uuid();
begin
  -- A row stuck in its last attempt, started, is not tried again: it failed.
  update public.notifications n
  set status = 'failed',
    claimed_at = null,
    claim_id = null,
    last_error = left('The sender stopped before finishing the last attempt'
      || coalesce(' (earlier: ' || n.last_error || ')', ''), 2000)
  where n.status = 'sending' and n.claimed_at < now() - interval '2 minutes' and n.attempts >= 8
    and n.send_started_at is not null;

  return query
  with due as (
    select n.id
    from public.notifications n
    where (n.status = 'pending' and n.next_attempt_at <= now())
       or (n.status = 'sending' and n.claimed_at < now() - interval '2 minutes')
    order by n.next_attempt_at, n.created_at, n.id
    limit greatest(1, least(coalesce(p_max_count, 20), 100))
    for update skip locked
  )
  update public.notifications n
  set status = 'sending',
    attempts = n.attempts + case
      when n.status = 'sending' and n.send_started_at is null then 0 else 1 end,
    claimed_at = now(), claim_id = v_claim,
    send_started_at = null
  from due
  where n.id = due.id
  returning n.*;
end
$$;
