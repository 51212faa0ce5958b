-- Messages as a server-side list. The screen used to download every enquiry (past hosted's
-- max_rows, 1000, it silently showed only the newest thousand). Now the database filters, pages
-- and counts; the browser asks for at most 100 messages at a time. Staff only: anyone else is
-- refused (42501), never given an empty page.
--
-- Filters (each null = no filter):
--   form type  general or concierge
--   search     name, email, phone or message contains the text, case-insensitively; % and _
--              are matched literally
--   status     (page only) unread, read or replied
-- Order: newest first, then id, so pages never share or skip a message.

-- The messages matching the search and form type: the one definition the page and the counts
-- share.
create function public.admin_messages_matching(p_form_type text, p_search text)
returns setof public.contact_submissions
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pattern text := nullif(btrim(coalesce(p_search, '')), '');
begin
  if not public.is_staff() then
    raise exception 'Only staff can list messages' using errcode = '42501';
  end if;
  if p_form_type is not null and p_form_type not in ('general', 'concierge') then
    raise exception 'Unknown form type: %', p_form_type using errcode = '22023';
  end if;
  if v_pattern is not null then
    v_pattern := '%' || replace(replace(replace(v_pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select c.*
  from public.contact_submissions c
  where (p_form_type is null or c.form_type = p_form_type)
    and (v_pattern is null
      or c.name ilike v_pattern escape '\'
      or c.email ilike v_pattern escape '\'
      or c.phone ilike v_pattern escape '\'
      or c.message ilike v_pattern escape '\');
end;
$$;

-- One page of the filtered messages, newest first, with the number matching in all.
create function public.admin_messages_page(
  p_status text default null,
  p_form_type text default null,
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid,
  name text,
  email text,
  phone text,
  message text,
  form_type text,
  status text,
  created_at timestamptz,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can list messages' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('unread', 'read', 'replied') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page holds 1 to 100 messages' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'The offset cannot be negative' using errcode = '22023';
  end if;

  return query
  select m.id, m.name, m.email, m.phone, m.message, m.form_type, m.status, m.created_at,
    count(*) over ()
  from public.admin_messages_matching(p_form_type, p_search) m
  where p_status is null or m.status = p_status
  order by m.created_at desc, m.id desc
  limit p_limit offset p_offset;
end;
$$;

-- The counts: per form type, how many messages match the search in each status (two rows,
-- general and concierge, always both). The screen adds them up for "all" and reads the unread
-- badges of the form-type tabs from them.
create function public.admin_message_counts(p_search text default null)
returns table (
  form_type text,
  unread bigint,
  read bigint,
  replied bigint,
  total bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can list messages' using errcode = '42501';
  end if;
  return query
  select t.form_type,
    count(m.id) filter (where m.status = 'unread'),
    count(m.id) filter (where m.status = 'read'),
    count(m.id) filter (where m.status = 'replied'),
    count(m.id)
  from (values ('general'), ('concierge')) as t (form_type)
  left join public.admin_messages_matching(null, p_search) m on m.form_type = t.form_type
  group by t.form_type
  order by t.form_type = 'concierge', t.form_type;
end;
$$;

revoke execute on function public.admin_messages_matching(text, text) from public, anon;
revoke execute on function public.admin_messages_page(text, text, text, integer, integer)
  from public, anon;
revoke execute on function public.admin_message_counts(text) from public, anon;
-- Staff sign in as authenticated; each function checks is_staff() itself (security invoker, so
-- the enquiries' row-level security applies too).
grant execute on function public.admin_messages_matching(text, text) to authenticated;
grant execute on function public.admin_messages_page(text, text, text, integer, integer)
  to authenticated;
grant execute on function public.admin_message_counts(text) to authenticated;
