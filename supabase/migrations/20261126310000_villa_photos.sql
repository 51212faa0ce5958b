-- A villa's photographs, one row each: order, caption, room, cover, size and the responsive
-- variants made in the browser at upload (issue 17, point 7).
--
-- villas.images stays the ordered list of URLs (cover first) that cards, search and the villa
-- page's preload read. Both sides are kept equal by triggers:
--   * any change to villa_photos rewrites villas.images (cover first, then by position);
--   * a direct write of villas.images (the seed, the scale dataset, older code) rebuilds the
--     villa's photo rows from that list, keeping the caption and room of URLs it still holds.
-- A session setting (riviera.photo_sync) stops the two triggers from feeding each other.

create type public.photo_room as enum (
  'exterior', 'living_room', 'dining', 'kitchen', 'bedroom', 'bathroom',
  'pool', 'garden', 'terrace', 'view', 'other'
);

create table public.villa_photos (
  id uuid primary key default extensions.gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  url text not null check (btrim(url) <> '' and char_length(url) <= 2048),
  -- The object's name in the "assets" bucket when the photo was uploaded here (null for URLs).
  storage_path text check (storage_path is null or char_length(storage_path) <= 1024),
  position integer not null default 0 check (position >= 0),
  caption text not null default '' check (char_length(caption) <= 200),
  room public.photo_room,
  is_cover boolean not null default false,
  width integer check (width is null or width between 1 and 20000),
  height integer check (height is null or height between 1 and 20000),
  -- [{"width": 480, "url": "…", "type": "image/webp"}, …], narrowest first.
  variants jsonb not null default '[]'::jsonb check (jsonb_typeof(variants) = 'array'),
  created_at timestamptz not null default now(),
  unique (villa_id, url)
);

create unique index villa_photos_one_cover on public.villa_photos (villa_id) where is_cover;
create index villa_photos_villa_position on public.villa_photos (villa_id, position);

alter table public.villa_photos enable row level security;

create policy "visitors read photos of active villas" on public.villa_photos
  for select to anon, authenticated
  using (exists (
    select 1 from public.villas v where v.id = villa_photos.villa_id and v.is_active
  ));
create policy "staff manage villa photos" on public.villa_photos
  for all to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));

grant select on public.villa_photos to anon, authenticated;
grant insert, update, delete on public.villa_photos to authenticated;
grant select, insert, update, delete on public.villa_photos to service_role;

-- The URLs of a villa's photos as villas.images lists them: the cover first, then by position.
create function private.villa_photo_urls(p_villa_id uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_cover desc, p.position, p.created_at, p.id), '{}')
  from public.villa_photos p
  where p.villa_id = p_villa_id
$$;

-- Gives a villa that has photos but no cover its first photo as cover, then copies the order
-- into villas.images.
create function private.sync_villa_images(p_villa_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  urls text[];
begin
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos set is_cover = true
  where id = (
    select p.id from public.villa_photos p where p.villa_id = p_villa_id
    order by p.position, p.created_at, p.id limit 1
  )
  and not exists (select 1 from public.villa_photos p where p.villa_id = p_villa_id and p.is_cover);
  urls := private.villa_photo_urls(p_villa_id);
  update public.villas set images = urls
  where id = p_villa_id and images is distinct from urls;
  perform set_config('riviera.photo_sync', 'off', true);
end;
$$;

create function private.villa_photos_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    perform private.sync_villa_images(old.villa_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.villa_id <> old.villa_id
      or new.position <> old.position or new.is_cover <> old.is_cover or new.url <> old.url) then
    perform private.sync_villa_images(new.villa_id);
  end if;
  return null;
end;
$$;

create trigger villa_photos_keep_images
  after insert or update or delete on public.villa_photos
  for each row execute function private.villa_photos_changed();

-- One cover per villa: a photo made the cover unmarks the previous one.
create function private.villa_photo_cover_taken()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text := coalesce(current_setting('riviera.photo_sync', true), '');
begin
  if new.is_cover then
    perform set_config('riviera.photo_sync', 'on', true);
    update public.villa_photos set is_cover = false
    where villa_id = new.villa_id and id <> new.id and is_cover;
    perform set_config('riviera.photo_sync', previous, true);
  end if;
  return new;
end;
$$;

create trigger villa_photos_one_cover
  before insert or update of is_cover on public.villa_photos
  for each row execute function private.villa_photo_cover_taken();

-- A direct write of villas.images: the photo rows follow the list (first = cover).
create function private.villa_images_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if new.images is not distinct from private.villa_photo_urls(new.id) then
    return null;
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  delete from public.villa_photos
  where villa_id = new.id and not (url = any (coalesce(new.images, '{}')));
  update public.villa_photos set is_cover = false where villa_id = new.id and is_cover;
  insert into public.villa_photos (villa_id, url, position, is_cover)
  select new.id, listed.url, (row_number() over (order by listed.first_at) - 1)::integer,
         row_number() over (order by listed.first_at) = 1
  from (
    select u.url, min(u.ord) as first_at
    from unnest(coalesce(new.images, '{}')) with ordinality as u (url, ord)
    where btrim(u.url) <> ''
    group by u.url
  ) listed
  on conflict (villa_id, url) do update
    set position = excluded.position, is_cover = excluded.is_cover;
  perform set_config('riviera.photo_sync', 'off', true);
  -- Blank or repeated URLs were dropped: the list becomes the photos' own.
  perform private.sync_villa_images(new.id);
  return null;
end;
$$;

create trigger villa_images_keep_photos
  after insert or update of images on public.villas
  for each row execute function private.villa_images_written();

revoke all on function private.villa_photo_urls(uuid) from public;
revoke all on function private.sync_villa_images(uuid) from public;
revoke all on function private.villa_photos_changed() from public;
revoke all on function private.villa_images_written() from public;
revoke all on function private.villa_photo_cover_taken() from public;

-- Staff put a villa's photos in a new order in one request: every photo of the villa, once.
create function public.reorder_villa_photos(p_villa_id uuid, p_photo_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff can reorder photos' using errcode = '42501';
  end if;
  select count(*) into total from public.villa_photos where villa_id = p_villa_id;
  if coalesce(array_length(p_photo_ids, 1), 0) <> total
     or (select count(distinct id) from unnest(p_photo_ids) as ids (id)) <> total
     or exists (
       select 1 from unnest(p_photo_ids) as ids (id)
       where not exists (
         select 1 from public.villa_photos p where p.id = ids.id and p.villa_id = p_villa_id
       )
     ) then
    raise exception 'The new order must list every photo of the villa once'
      using errcode = '22023';
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos p set position = ids.ord::integer - 1
  from unnest(p_photo_ids) with ordinality as ids (id, ord)
  where p.id = ids.id and p.position <> ids.ord::integer - 1;
  perform set_config('riviera.photo_sync', 'off', true);
  perform private.sync_villa_images(p_villa_id);
end;
$$;

revoke execute on function public.reorder_villa_photos(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_villa_photos(uuid, uuid[]) to authenticated, service_role;

-- The villas already here get their photo rows (cover = first image).
insert into public.villa_photos (villa_id, url, position, is_cover)
select v.id, listed.url, (row_number() over (partition by v.id order by listed.first_at) - 1)::integer,
       row_number() over (partition by v.id order by listed.first_at) = 1
from public.villas v
cross join lateral (
  select u.url, min(u.ord) as first_at
  from unnest(v.images) with ordinality as u (url, ord)
  where btrim(u.url) <> ''
  group by u.url
) listed
on conflict (villa_id, url) do nothing;
