-- Staff find a booking by the reference its guest quotes: "RV-" and the first characters of its
-- id (the confirmation page and every booking email give "RV-" + 8 characters). The search box
-- of Booking Management takes it beside name, email and phone; case and a missing dash do not
-- matter ("rv54ab80f3"). Same signature as 20261126150000_admin_bookings_page.sql, so the page
-- and the counts, which share this definition, follow.
create or replace function public.admin_bookings_matching(
  p_villa_id uuid,
  p_stay_from date,
  p_stay_to date,
  p_created_from date,
  p_created_to date,
  p_search text
)
returns setof public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  -- The id's start, without dashes, when the text is a reference ("RV-54AB80F3").
  v_id_start text := lower(substring(v_text from '^[Rr][Vv]-?([0-9A-Fa-f]{4,32})$'));
begin
  if not public.is_staff() then
    raise exception 'Only staff can list bookings' using errcode = '42501';
  end if;
  if v_text is not null then
    v_pattern := '%' || replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select b.*
  from public.bookings b
  where (p_villa_id is null or b.villa_id = p_villa_id)
    and (p_stay_from is null or b.check_out >= p_stay_from)
    and (p_stay_to is null or b.check_in <= p_stay_to)
    and (p_created_from is null
      or b.created_at >= (p_created_from::timestamp at time zone 'utc'))
    and (p_created_to is null
      or b.created_at < ((p_created_to + 1)::timestamp at time zone 'utc'))
    and (v_pattern is null
      or b.guest_name ilike v_pattern escape '\'
      or b.guest_email ilike v_pattern escape '\'
      or b.guest_phone ilike v_pattern escape '\'
      or (v_id_start is not null and starts_with(replace(b.id::text, '-', ''), v_id_start)));
end;
$$;
