-- The late payments of "Needs attention" name each booking by its reference (RV-7K3Q). Generated
-- by npm run db:diff.

drop function if exists "public"."admin_late_payments"();

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.admin_late_payments()
 RETURNS TABLE(booking_id uuid, guest_name text, villa_name text, check_in date, kind text, label text, due_on date, late_amount numeric, reference text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff('see late payments');
  return query
  select b.id, b.guest_name, v.name, b.check_in, l.kind, l.label, l.due_on, m.due_now, b.reference
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  cross join lateral public.booking_money(b.id) as m
  cross join lateral (
    select pl.kind, pl.label, pl.due_on
    from public.booking_payment_lines(b.id) as pl
    where pl.state = 'overdue'
    order by pl.due_on
    limit 1
  ) as l
  where b.status = 'confirmed'
    and b.check_out >= (now() at time zone 'Europe/Paris')::date
    and m.state = 'overdue'
  order by l.due_on, b.check_in;
end
$function$
;

revoke execute on function public.admin_late_payments() from public;

grant execute on function public.admin_late_payments() to authenticated;

grant execute on function public.admin_late_payments() to service_role;
