-- Reviews that say what they are (issue 17, point 8). EU consumer law (the Omnibus directive;
-- French Code de la consommation L111-7-2 and D111-17) requires telling visitors whether and
-- how reviews are checked. Each review gets:
--   rating        1 to 5 stars (empty only for reviews written before ratings existed);
--   stay_month    the month of the stay (the first day of that month);
--   booking_id    the confirmed, finished stay of the same villa that the review is about, linked
--                 by staff: a linked review is a "Verified stay" (is_verified, computed from the
--                 link, so no one can tick it by hand), and its month is the booking's;
--   published_on  the day it was published on the site.
-- Visitors read every column except booking_id (the booking stays staff-only).

alter table public.villa_reviews
  add column rating smallint
    constraint villa_reviews_rating_range check (rating between 1 and 5),
  add column stay_month date
    constraint villa_reviews_stay_month_first_day check (extract(day from stay_month) = 1),
  add column booking_id uuid
    constraint villa_reviews_booking_once unique
    references public.bookings (id) on delete set null,
  add column is_verified boolean generated always as (booking_id is not null) stored,
  add column published_on date not null default current_date;

-- Reviews already on the site were published when they were added.
update public.villa_reviews set published_on = created_at::date;

alter table public.villa_reviews
  add constraint villa_reviews_stay_before_publication check (stay_month <= published_on);

-- The link and the month, checked with a sentence staff can act on (check_violation, HTTP 400;
-- the detail names the column). Runs for staff (who read bookings) and the service role.
create function public.check_review_stay()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  if new.booking_id is not null then
    select b.villa_id, b.status, b.check_in, b.check_out into v_booking
    from public.bookings b where b.id = new.booking_id;
    if not found then
      raise exception 'Verified stay: this booking does not exist'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.villa_id <> new.villa_id then
      raise exception 'Verified stay: the booking is of another villa'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.status <> 'confirmed' then
      raise exception 'Verified stay: the booking was never confirmed'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.check_out > current_date then
      raise exception 'Verified stay: the stay has not ended yet (it ends on %)',
        to_char(v_booking.check_out, 'FMDD Mon YYYY')
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    end if;
    -- A verified review's month is its stay's, whatever was typed.
    new.stay_month := date_trunc('month', v_booking.check_in)::date;
  elsif new.stay_month is not null then
    new.stay_month := date_trunc('month', new.stay_month)::date;
  end if;

  if new.stay_month > current_date then
    raise exception 'Month of stay: a review can only be about a past stay'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  if new.stay_month > new.published_on then
    raise exception 'Month of stay: the stay must come before the review''s publication'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  return new;
end
$$;

create trigger villa_reviews_check_stay
  before insert or update of booking_id, villa_id, stay_month, published_on
  on public.villa_reviews
  for each row execute function public.check_review_stay();

revoke execute on function public.check_review_stay() from public, anon, authenticated, service_role;

-- Visitors: every column but the booking. (The table-wide grant of 20261126020000 becomes
-- column grants; staff keep the whole row through authenticated.)
revoke select on public.villa_reviews from anon;
grant select (
  id, villa_id, guest_name, guest_location, review_text, display_order, is_active, created_at,
  rating, stay_month, is_verified, published_on
) on public.villa_reviews to anon;

-- One line per villa: its published reviews, their average rating (one decimal, over the rated
-- ones) and how many are verified. security_invoker: the reader's row security applies, so a
-- visitor counts only the active reviews of active villas, exactly the ones the villa page lists.
create view public.villa_review_summaries
with (security_invoker = true)
as
select
  r.villa_id,
  count(*)::integer as review_count,
  count(r.rating)::integer as rated_count,
  round(avg(r.rating), 1)::double precision as average_rating,
  (count(*) filter (where r.is_verified))::integer as verified_count
from public.villa_reviews r
where r.is_active
group by r.villa_id;

grant select on public.villa_review_summaries to anon, authenticated, service_role;

-- The statement shown above every villa's reviews (L111-7-2: whether and how reviews are
-- checked). Staff edit it on Page Content › Villa Detail Pages; it is true of the rules above.
insert into public.page_content (
  page_slug, section_key, content_type, title, content, image_url, display_order
)
values (
  'villa-detail', 'reviews_statement', 'text', 'How reviews are checked',
  'The reviews on this page come from guests who stayed in the villa and wrote to us after their stay, by email or through our concierge; we publish them with their permission, under the name and home town they gave us. We do not pay for reviews or offer anything in return for them.

We publish every review we receive about a stay, positive or negative, without changing its words, unless it is abusive, is not about a stay in the villa, or reveals someone’s personal details; the date shown is the day it was published.

A review marked “Verified stay” is linked to a confirmed booking of this villa whose stay has ended; the others were sent to us directly and could not be matched to a booking in our system (for example a stay booked before it existed). The rating is the one the guest gave, out of 5; the average counts every published rating of the villa.',
  null, 2
)
on conflict (page_slug, section_key) do nothing;
