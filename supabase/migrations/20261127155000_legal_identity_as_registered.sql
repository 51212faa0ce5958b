-- Issue 22: the legal identity is a French company's, stated as its Kbis states it. The French
-- legal notice is the reference version and a legal form is not translated, so the installed
-- examples read "Société par actions simplifiée (SAS)" and "50 000 €" on both languages' pages
-- (the French notice showed "Simplified joint-stock company" and "€50,000"). A value staff have
-- typed is kept. Data only: no schema change.
update public.site_settings
set setting_value = 'Société par actions simplifiée (SAS)'
where setting_key = 'legal_form'
  and setting_value = 'Simplified joint-stock company (société par actions simplifiée, SAS)';

update public.site_settings
set setting_value = E'50\u202F000\u00A0€' -- as Intl fr-FR writes it: no-break spaces
where setting_key = 'legal_share_capital'
  and setting_value = '€50,000';
