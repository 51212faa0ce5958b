-- The "assets" bucket takes raster images only. An SVG can carry script that runs when its public
-- URL is opened, and "image/*" let through a content type such as "image/png, text/html"; the
-- Storage service on hosted Supabase enforces this exact list, and the policies below refuse any
-- object name that a browser could treat as a document.

update storage.buckets
set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
where id = 'assets';

drop policy "staff upload assets" on storage.objects;
create policy "staff upload assets" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'assets'
    and (select public.is_staff())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif', 'gif')
  );

drop policy "staff replace assets" on storage.objects;
create policy "staff replace assets" on storage.objects
  for update to authenticated
  using (bucket_id = 'assets' and (select public.is_staff()))
  with check (
    bucket_id = 'assets'
    and (select public.is_staff())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif', 'gif')
  );
