-- Staff sign in with a second factor (issue 18, point 12). Supabase Auth's TOTP factors put the
-- assurance level in the JWT (`aal`: aal1 after the password, aal2 after the authenticator's
-- code). The database asks for aal2 in ONE place, public.is_staff(), which every staff policy and
-- every staff-only function already calls:
--   * a staff member with a verified factor is staff only at aal2 (a phished password alone
--     opens nothing);
--   * when the company requires it (site setting staff_two_factor_required = 'true', switched on
--     in Profile Settings by a staff member who has a factor), every staff member needs aal2.
-- Off by default: staff without a factor keep working at aal1 until it is switched on.
-- Recovery when a device is lost: an admin at aal2 removes a colleague's factors
-- (admin_reset_staff_two_factor); the colleague signs in with the password and enrols again.
-- Each reset and each change of the requirement is kept in staff_security_events.

insert into public.site_settings (setting_key, setting_value)
values ('staff_two_factor_required', 'false')
on conflict (setting_key) do nothing;

-- What staff did to the account security of the team, newest first in the admin.
create table public.staff_security_events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  action text not null check (
    action in ('two_factor_reset', 'two_factor_required_on', 'two_factor_required_off')
  ),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  subject_id uuid references auth.users (id) on delete set null,
  subject_email text
);
create index staff_security_events_created_at_idx on public.staff_security_events (created_at desc);
alter table public.staff_security_events enable row level security;
create policy "staff read security events" on public.staff_security_events
  for select to authenticated using ((select public.is_staff()));
grant select on public.staff_security_events to authenticated;
grant select, insert, update, delete on public.staff_security_events to service_role;

-- Does the user hold a verified second factor?
create function private.has_verified_factor(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status = 'verified'
  )
$$;
revoke execute on function private.has_verified_factor(uuid) from public, anon, authenticated;

-- Is the company's "two-factor for all staff" rule on?
create function private.staff_two_factor_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.setting_value = 'true' from public.site_settings s
     where s.setting_key = 'staff_two_factor_required'),
    false
  )
$$;
revoke execute on function private.staff_two_factor_required() from public, anon, authenticated;

-- Redefined (was 20261125215100_functions.sql): a staff role, and the assurance level the
-- account's factor or the company's rule asks for.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
      from public.user_roles ur
      where ur.user_id = (select auth.uid())
        and ur.role in ('admin', 'staff')
    )
    and (
      coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
      or (
        not private.has_verified_factor((select auth.uid()))
        and not private.staff_two_factor_required()
      )
    )
$$;

-- The admin's gate asks this before anything else: is the signed-in user staff, and what does
-- their account still need (a code at sign-in, or a factor before the company's rule lets them
-- in)? Readable by any signed-in user, about themselves only.
create function public.my_two_factor_status()
returns table (
  is_staff_role boolean,
  has_factor boolean,
  required_for_all boolean,
  current_level text
)
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
revoke execute on function public.my_two_factor_status() from public, anon;
grant execute on function public.my_two_factor_status() to authenticated, service_role;

-- The team's two-factor state, for staff: who has an authenticator, since when.
create function public.admin_staff_two_factor()
returns table (
  user_id uuid,
  email text,
  role text,
  has_factor boolean,
  factor_since timestamptz,
  is_you boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see the team''s two-factor settings' using errcode = '42501';
  end if;
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
revoke execute on function public.admin_staff_two_factor() from public, anon;
grant execute on function public.admin_staff_two_factor() to authenticated, service_role;

-- A colleague lost their authenticator: an admin, signed in with their own second factor,
-- removes the colleague's factors and ends the colleague's sessions. The colleague signs in with
-- the password and enrols a new authenticator (if the company requires it, before anything else).
create function public.admin_reset_staff_two_factor(p_user_id uuid)
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
revoke execute on function public.admin_reset_staff_two_factor(uuid) from public, anon;
grant execute on function public.admin_reset_staff_two_factor(uuid) to authenticated, service_role;

-- The requirement is a site setting staff switch like the others, with two rules: its value is
-- 'true' or 'false', and whoever switches it on has a factor themselves (nobody locks the team
-- out of an admin they could not enter either). Each change is kept.
create function private.guard_staff_two_factor_setting()
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
revoke execute on function private.guard_staff_two_factor_setting() from public, anon, authenticated;

create trigger site_settings_guard_staff_two_factor
  before update on public.site_settings
  for each row execute function private.guard_staff_two_factor_setting();
