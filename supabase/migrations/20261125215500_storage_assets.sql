-- The public "assets" bucket for villa and page images: images only, up to 10 MB each.
-- Anyone reads a file by its public URL (that route does not consult RLS); only staff list,
-- upload, replace and delete objects through the API.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('assets', 'assets', true, 10485760, array['image/*'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "staff read assets" on storage.objects
  for select to authenticated
  using (bucket_id = 'assets' and (select public.is_staff()));

create policy "staff upload assets" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'assets' and (select public.is_staff()));

create policy "staff replace assets" on storage.objects
  for update to authenticated
  using (bucket_id = 'assets' and (select public.is_staff()))
  with check (bucket_id = 'assets' and (select public.is_staff()));

create policy "staff delete assets" on storage.objects
  for delete to authenticated
  using (bucket_id = 'assets' and (select public.is_staff()));
