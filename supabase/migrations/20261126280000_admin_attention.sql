-- What needs a person, shown at the top of every admin screen: emails that could not be sent
-- (and were not sent again since), and imported calendars that fail or clash with a confirmed
-- stay. A failing Airbnb feed otherwise waits, unseen, inside its villa's form while the dates
-- it should block stay for sale.
create function public.admin_attention()
returns table (
  failed_emails integer,
  failing_feeds jsonb,
  conflicting_feeds jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what needs attention' using errcode = '42501';
  end if;
  return query
  select
    -- The last week's failures that no resend has replaced.
    (select count(*)::int
     from public.notifications n
     where n.status = 'failed'
       and n.created_at > now() - interval '7 days'
       and not exists (select from public.notifications r where r.resend_of = n.id)),
    (select coalesce(jsonb_agg(jsonb_build_object('villa_id', v.id, 'villa', v.name,
                                                  'feed', f.name) order by v.name, f.name), '[]')
     from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
     where f.last_error is not null),
    (select coalesce(jsonb_agg(jsonb_build_object('villa_id', v.id, 'villa', v.name,
                                                  'feed', f.name) order by v.name, f.name), '[]')
     from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
     where jsonb_array_length(f.conflicts) > 0);
end
$$;

revoke execute on function public.admin_attention() from public, anon;
grant execute on function public.admin_attention() to authenticated;
