-- Multi-factor authentication, as hosted Auth has it (supabase/auth migrations
-- 20221003041349_add_mfa_schema … 20250925093508_add_last_webauthn_challenge_data): the factor
-- types and statuses, the assurance level of a session, the factors, their challenges and the
-- sessions' authentication method claims. Applied after platform.sql on a new database, and on
-- its own to a database an older stack built (platform version 5), which keeps its data.
-- Run as the bootstrap superuser (the platform guard refuses DDL in auth to anyone else), then
-- handed to the Auth service's role, which owns every auth object.

create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

alter table auth.sessions alter column aal type auth.aal_level using aal::auth.aal_level;
create index user_id_created_at_idx on auth.sessions (user_id, created_at);

create table auth.mfa_factors (
  id uuid not null constraint mfa_factors_pkey primary key,
  user_id uuid not null
    constraint mfa_factors_user_id_fkey references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id uuid not null constraint mfa_challenges_pkey primary key,
  factor_id uuid not null
    constraint mfa_challenges_auth_factor_id_fkey references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table auth.mfa_amr_claims (
  session_id uuid not null
    constraint mfa_amr_claims_session_id_fkey references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is
  'auth: stores authenticator method reference claims for multi factor authentication';

alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.aal_level owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;

-- As the other auth tables: postgres reads and writes them (hosted grants it the same).
grant all on auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims to postgres;

insert into local_stack.platform (version) values (6);
