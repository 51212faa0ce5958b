-- Money received (issue 21, point 2): each payment the guest made and each refund staff gave,
-- one row each, recorded by staff or by the card webhook; booking_money() reads them against the
-- schedule stored with the booking's quote and says what is received, what is due by when, and
-- the booking's payment state.
set check_function_bodies = off;

create table public.booking_payments (
  id uuid default gen_random_uuid() not null,
  booking_id uuid not null,
  -- 'payment': money the guest sent; 'refund': money given back to the guest.
  kind text default 'payment' not null,
  amount numeric(10,2) not null,
  received_on date default ((now() at time zone 'Europe/Paris'::text))::date not null,
  method text not null,
  -- What identifies it on the bank statement or the card receipt.
  reference text,
  -- The card processor's id of the event that recorded it (one row per event, ever).
  external_id text,
  recorded_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint booking_payments_pkey primary key (id),
  constraint booking_payments_kind_check check ((kind = any (array['payment'::text, 'refund'::text]))),
  constraint booking_payments_amount_check check (((amount > (0)::numeric) and (amount <= (1000000)::numeric))),
  constraint booking_payments_method_check check ((method = any (array['bank_transfer'::text, 'card'::text, 'other'::text]))),
  constraint booking_payments_reference_check check ((char_length(reference) <= 200)),
  constraint booking_payments_external_id_key unique (external_id),
  constraint booking_payments_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete restrict
);

create index booking_payments_booking_idx on public.booking_payments (booking_id, received_on);

-- What a booking's money amounts to today (Europe/Paris):
--   total      what the stay costs (the stored quote's total; total_price for a booking without one)
--   received   payments less refunds
--   due_now    what the schedule asked for by yesterday and is not covered: what is late
--   remaining  what is still to pay of the total (never below 0); overpaid: what is above it
--   next_due_on / next_due_amount   the first scheduled payment not fully covered, and what of it
--              is still owed
--   state      awaiting_deposit | deposit_received | paid_in_full | overdue, and cancelled for a
--              cancelled booking (its money is settled by the cancellation, not the schedule)
-- A payment covers the schedule in order: the deposit first, then the balance. A payment is
-- on time on its due day.
create type public.booking_money_figures as (
  total numeric,
  paid numeric,
  refunded numeric,
  received numeric,
  due_now numeric,
  remaining numeric,
  overpaid numeric,
  next_due_on date,
  next_due_amount numeric,
  state text
);

-- security invoker: staff read any booking's money through row-level security; anyone else
-- reads no booking and gets no row. get_stay (security definer) reads it for the link's holder.
create or replace function public.booking_money(p_booking_id uuid)
returns public.booking_money_figures
language sql
stable
set search_path = ''
as $$
  with booking as (
    select b.id,
           b.status,
           coalesce((b.quote).total, b.total_price) as total,
           -- A booking without a stored quote (before issue 20) owes everything on arrival.
           coalesce((b.quote).payments,
                    array[row('full', 'Full payment', b.check_in, b.total_price,
                              'Paiement intégral')::public.quote_payment])
             as payments
    from public.bookings b
    where b.id = p_booking_id
  ),
  money as (
    select coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0) as paid,
           coalesce(sum(p.amount) filter (where p.kind = 'refund'), 0) as refunded
    from public.booking_payments p
    where p.booking_id = p_booking_id
  ),
  schedule as (
    -- Each scheduled payment with what the schedule asks for up to and including it.
    select s.due_on,
           s.amount,
           s.ordinality as ord,
           sum(s.amount) over (order by s.ordinality) as through
    from booking b
    cross join lateral unnest(b.payments) with ordinality as s
  ),
  today as (select (now() at time zone 'Europe/Paris')::date as day)
  select row(
    b.total,
    m.paid,
    m.refunded,
    m.paid - m.refunded,
    case when b.status = 'cancelled' then 0 else late.amount end,
    case when b.status = 'cancelled' then 0 else greatest(b.total - (m.paid - m.refunded), 0) end,
    greatest((m.paid - m.refunded) - b.total, 0),
    case when b.status = 'cancelled' then null else nxt.due_on end,
    case when b.status = 'cancelled' then null else nxt.owed end,
    case
      when b.status = 'cancelled' then 'cancelled'
      when m.paid - m.refunded >= b.total then 'paid_in_full'
      when late.amount > 0 then 'overdue'
      when m.paid - m.refunded >= coalesce(first_payment.amount, b.total) then 'deposit_received'
      else 'awaiting_deposit'
    end
  )::public.booking_money_figures
  from booking b
  cross join money m
  cross join today t
  cross join lateral (
    select greatest(coalesce(max(s.through) filter (where s.due_on < t.day), 0) - (m.paid - m.refunded), 0)
             as amount
    from schedule s
  ) late
  left join lateral (
    select s.due_on, least(s.amount, s.through - (m.paid - m.refunded)) as owed
    from schedule s
    where s.through > m.paid - m.refunded
    order by s.ord
    limit 1
  ) nxt on true
  left join lateral (select s.amount from schedule s order by s.ord limit 1) first_payment on true
$$;

-- A payment or refund as the books allow it: not dated in the future, and never more given back
-- than was received. Staff correct a mistaken entry by deleting it.
create or replace function public.enforce_booking_payment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_received numeric;
begin
  if new.received_on > (now() at time zone 'Europe/Paris')::date then
    raise exception 'A payment cannot be dated in the future.'
      using errcode = '23514', detail = 'booking_payments.received_on';
  end if;
  if new.kind = 'refund' then
    select coalesce(sum(case when p.kind = 'payment' then p.amount else -p.amount end), 0)
    into v_received
    from public.booking_payments p
    where p.booking_id = new.booking_id
      and p.id <> new.id;
    if new.amount > v_received then
      raise exception 'A refund cannot be more than was received (%).', public.euro_text(v_received)
        using errcode = '23514', detail = 'booking_payments.amount';
    end if;
  end if;
  return new;
end;
$$;

create trigger booking_payments_enforce before insert or update on public.booking_payments
for each row execute function public.enforce_booking_payment();

-- Card payments (issue 21, point 2): the stay-card-checkout Edge Function reads what a stay
-- link may pay by card, the stripe-webhook Edge Function records what Stripe says was paid.
-- Both service_role only (90_…): a visitor reaches them only through the functions.

-- What the holder of a live stay link may pay by card now: the next scheduled payment not yet
-- covered (booking_money's next_due_amount), on a confirmed booking; no row otherwise. The
-- amount comes from the stored schedule only, never from the caller. security definer: reads
-- the link and the payments as the function's owner.
create or replace function public.stay_card_payment(p_token text)
returns table(booking_id uuid, amount numeric, due_on date, label text, villa_name text, check_in date, check_out date, guest_email text, label_fr text, language public.site_language)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         m.next_due_amount,
         m.next_due_on,
         coalesce((
           select s.label
           from unnest((b.quote).payments) as s
           where s.due_on = m.next_due_on
           order by s.amount desc
           limit 1), 'Payment'),
         v.name,
         b.check_in,
         b.check_out,
         b.guest_email,
         (select s.label_fr
          from unnest((b.quote).payments) as s
          where s.due_on = m.next_due_on
          order by s.amount desc
          limit 1),
         b.language
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  cross join lateral public.booking_money(b.id) as m
  where b.id = private.stay_booking_id(p_token)
    and b.status = 'confirmed'
    and m.next_due_amount > 0
$$;

-- A card payment Stripe confirmed, recorded once: the processor's id (the payment intent) is
-- the row's external_id, so a repeated event records nothing more. Answers true when this call
-- recorded it, false when it was already recorded. The payment-received email follows
-- (private.enqueue_payment_received_email).
create or replace function public.record_card_payment(p_booking_id uuid, p_amount numeric, p_external_id text, p_reference text default null::text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_written integer;
begin
  if p_external_id is null or btrim(p_external_id) = '' then
    raise exception 'A card payment needs the processor''s id' using errcode = '22023';
  end if;
  insert into public.booking_payments (booking_id, kind, amount, method, reference, external_id, recorded_by)
  values (p_booking_id, 'payment', p_amount, 'card', left(p_reference, 200), p_external_id, null)
  on conflict (external_id) do nothing;
  get diagnostics v_written = row_count;
  return v_written = 1;
end
$$;
