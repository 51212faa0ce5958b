-- Issue 22: the French Terms of Booking are the reference; the English said less in three places.
-- The English now names what the French names: the furnished tourist let of article L324-1 of the
-- Code du tourisme, advance payments as acomptes (article L214-1 of the Code de la consommation),
-- and mediation after a written complaint (articles L611-1 and following). Only a sentence staff
-- have not rewritten is changed; the Terms version accepted with a booking changes with it.
-- Data only: no schema change.
update public.page_content
set content = replace(content,
  'Each villa is let furnished, for a holiday stay of a fixed length; it may not be used as a main or second home.',
  'Each villa is a furnished tourist let (meublé de tourisme) within the meaning of article L324-1 of the French Tourism Code: it is let furnished, for a holiday stay of a fixed length, and may not be used as a main or second home.')
where page_slug = 'terms'
  and section_key = 'scope'
  and strpos(content, 'Each villa is let furnished, for a holiday stay of a fixed length; it may not be used as a main or second home.') > 0;

update public.page_content
set content = replace(content,
  'the full price is due on confirmation.',
  'the full price is due on confirmation. Sums paid in advance are deposits (acomptes), not arrhes, within the meaning of article L214-1 of the French Consumer Code.')
where page_slug = 'terms'
  and section_key = 'deposit_payment'
  and strpos(content, 'the full price is due on confirmation.') > 0
  and strpos(content, 'L214-1') = 0;

update public.page_content
set content = replace(content,
  'If we cannot settle a dispute together, you may refer it free of charge to the consumer mediator named in our Legal Notice.',
  'If a dispute cannot be settled amicably after a written complaint, you may refer it free of charge to the consumer mediator named in our Legal Notice, under articles L611-1 and following of the French Consumer Code.')
where page_slug = 'terms'
  and section_key = 'disputes'
  and strpos(content, 'If we cannot settle a dispute together, you may refer it free of charge to the consumer mediator named in our Legal Notice.') > 0;
