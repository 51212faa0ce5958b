-- Staff accounts: roles, the two-factor rule and the security events of the team's sign-in.
set check_function_bodies = off;

-- One role per user; granted only with the service-role key.
create table public.user_roles (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  role text default 'user'::text not null,
  created_at timestamp with time zone default now() not null,
  constraint user_roles_pkey primary key (id),
  constraint user_roles_user_id_key unique (user_id),
  constraint user_roles_role_check check ((role = any (array['admin'::text, 'staff'::text, 'user'::text]))),
  constraint user_roles_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

-- What each member of staff chose for themselves (issue 22): the admin's language and the
-- language of the emails sent to them. No row: English, the spec's texts.
create table public.staff_preferences (
  user_id uuid not null,
  language public.site_language default 'en' not null,
  updated_at timestamp with time zone default now() not null,
  constraint staff_preferences_pkey primary key (user_id),
  constraint staff_preferences_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

-- What staff did to the account security of the team, newest first in the admin.
create table public.staff_security_events (
  id uuid default gen_random_uuid() not null,
  created_at timestamp with time zone default now() not null,
  action text not null,
  actor_id uuid,
  actor_email text,
  subject_id uuid,
  subject_email text,
  constraint staff_security_events_pkey primary key (id),
  constraint staff_security_events_action_check check ((action = any (array['two_factor_reset'::text, 'two_factor_required_on'::text, 'two_factor_required_off'::text]))),
  constraint staff_security_events_actor_id_fkey foreign key (actor_id) references auth.users(id) on delete set null,
  constraint staff_security_events_subject_id_fkey foreign key (subject_id) references auth.users(id) on delete set null
);

create index staff_security_events_created_at_idx on public.staff_security_events (created_at desc);

-- The requirement is a site setting staff switch like the others, with two rules: its value is
-- 'true' or 'false', and whoever switches it on has a factor themselves (nobody locks the team
-- out of an admin they could not enter either). Each change is kept.
create or replace function private.guard_staff_two_factor_setting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if new.setting_key <> 'staff_two_factor_required' then
    return new;
  end if;
  if new.setting_value not in ('true', 'false') then
    raise exception 'Require two-factor for all staff must be true or false' using errcode = '22023';
  end if;
  if new.setting_value is not distinct from old.setting_value then
    return new;
  end if;
  if new.setting_value = 'true' and v_actor is not null
     and not private.has_verified_factor(v_actor) then
    raise exception 'Set up two-factor authentication for your own account before requiring it for all staff'
      using errcode = '42501';
  end if;
  insert into public.staff_security_events (action, actor_id, actor_email)
  select case new.setting_value when 'true' then 'two_factor_required_on'
                                else 'two_factor_required_off' end,
         v_actor, (select email from auth.users where id = v_actor);
  return new;
end
$$;

-- Auth's password-reset email (supabase/templates/recovery.html) is written by Auth, which sees
-- the user's user_metadata and not this table: each change of language is copied there, so the
-- email is in the language the staff member reads the admin in. A deleted row takes its copy
-- with it: the email is then in English, as the admin is.
create or replace function private.copy_staff_language_to_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update auth.users
    set raw_user_meta_data = raw_user_meta_data - 'language'
    where id = old.user_id;
  else
    update auth.users
    set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb)
      || jsonb_build_object('language', new.language)
    where id = new.user_id;
  end if;
  return null;
end
$$;

-- A colleague lost their authenticator: an admin, signed in with their own second factor,
-- removes the colleague's factors and ends the colleague's sessions. The colleague signs in with
-- the password and enrols a new authenticator (if the company requires it, before anything else).
create or replace function public.admin_reset_staff_two_factor(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_removed integer;
begin
  if not public.is_staff()
     or not exists (
       select 1 from public.user_roles ur where ur.user_id = v_actor and ur.role = 'admin'
     ) then
    raise exception 'Only an administrator can reset a colleague''s two-factor authentication'
      using errcode = '42501';
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Confirm your own sign-in with your authenticator app before resetting a colleague''s'
      using errcode = '42501';
  end if;
  if p_user_id = v_actor then
    raise exception 'Remove your own authenticator in Two-factor authentication above'
      using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.user_roles ur
    where ur.user_id = p_user_id and ur.role in ('admin', 'staff')
  ) then
    raise exception 'No staff member has this account' using errcode = 'P0002';
  end if;

  delete from auth.mfa_factors where user_id = p_user_id;
  get diagnostics v_removed = row_count;
  -- Whoever holds the lost device's sessions is signed out with them.
  delete from auth.sessions where user_id = p_user_id;

  insert into public.staff_security_events (action, actor_id, actor_email, subject_id, subject_email)
  select 'two_factor_reset', v_actor, (select email from auth.users where id = v_actor),
         p_user_id, (select email from auth.users where id = p_user_id);
  return v_removed;
end
$$;

-- The team's two-factor state, for staff: who has an authenticator, since when.
create or replace function public.admin_staff_two_factor()
returns table(user_id uuid, email text, role text, has_factor boolean, factor_since timestamp with time zone, is_you boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('see the team''s two-factor settings');
  return query
    select
      ur.user_id,
      u.email::text,
      ur.role,
      f.since is not null,
      f.since,
      ur.user_id = (select auth.uid())
    from public.user_roles ur
    join auth.users u on u.id = ur.user_id
    left join lateral (
      select min(mf.created_at) as since
      from auth.mfa_factors mf
      where mf.user_id = ur.user_id and mf.status = 'verified'
      having min(mf.created_at) is not null
    ) f on true
    where ur.role in ('admin', 'staff')
    order by ur.user_id = (select auth.uid()) desc, lower(u.email);
end
$$;

-- The admin's gate asks this before anything else: is the signed-in user staff, and what does
-- their account still need (a code at sign-in, or a factor before the company's rule lets them
-- in)? Readable by any signed-in user, about themselves only.
create or replace function public.my_two_factor_status()
returns table(is_staff_role boolean, has_factor boolean, required_for_all boolean, current_level text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1 from public.user_roles ur
      where ur.user_id = (select auth.uid()) and ur.role in ('admin', 'staff')
    ),
    private.has_verified_factor((select auth.uid())),
    private.staff_two_factor_required(),
    coalesce((select auth.jwt()) ->> 'aal', 'aal1')
$$;

create trigger site_settings_guard_staff_two_factor before update on public.site_settings
for each row execute function private.guard_staff_two_factor_setting();

create trigger staff_preferences_copy_language after insert or update of language or delete on public.staff_preferences
for each row execute function private.copy_staff_language_to_auth();
