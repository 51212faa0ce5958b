-- Once a session has served one API request, PostgreSQL keeps request.jwt.claims and
-- request.headers defined as '' (a SET LOCAL reverts to the empty string, not to "unset"), and
-- ''::jsonb is an error: a direct SQL insert into bookings or contact_submissions on such a
-- session (SQL editor, a pooled connection, a script) failed with "invalid input syntax for type
-- json". Empty now reads as absent, as auth.uid() already treats it.
create or replace function private.from_the_public() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', ''
  ) in ('anon', 'authenticated')
$$;

create or replace function private.client_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb
        ->> 'x-forwarded-for', ',', 1
    )), ''),
    'unknown'
  )
$$;
