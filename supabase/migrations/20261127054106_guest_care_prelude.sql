-- Written by hand (issue 21, points 3 and 5), before the generated guest_care migration: the
-- diff creates a new composite type after the table that uses it, and recreates the views of a
-- table that gains columns without their security_invoker option. So the type of a security
-- deposit's deductions, and the new columns of villa_reviews, come first, on their own.
create type "public"."deposit_deduction" as ("amount" numeric(10,2), "reason" text);

alter table "public"."villa_reviews" add column "source" text not null default 'staff'::text;

alter table "public"."villa_reviews" add column "approved_at" timestamp with time zone;

alter table "public"."villa_reviews" add constraint "villa_reviews_source_check" CHECK ((source = ANY (ARRAY['staff'::text, 'guest'::text])));
