-- Issue 22: the site now remembers a visitor's choice of language in the browser (its offer of the
-- browser's language is made once). The Privacy Notice says what the browser keeps: its section
-- on browser storage names that choice, in English and in French (the reference). Only a section
-- staff have not rewritten is changed. Data only: no schema change.
update public.page_content
set
  content = 'The public site sets no cookies and does not track you. It keeps two technical items in your browser: the language you chose for the site (in its local storage, so that we do not offer you the other language again), and, while the site is closed for maintenance, a flag that you entered the maintenance password (in its session storage, gone when you close the tab).

Our staff pages keep the sign-in session and a display preference in the browser. These are strictly necessary and need no consent.',
  content_fr = 'Le site public ne dépose aucun cookie et ne vous suit pas. Il conserve deux éléments techniques dans votre navigateur : la langue que vous avez choisie pour le site (dans son stockage local, afin de ne plus vous proposer l’autre langue), et, lorsque le site est fermé pour maintenance, l’indication que vous avez saisi le mot de passe de maintenance (dans son stockage de session, effacée à la fermeture de l’onglet).

Nos pages réservées au personnel conservent dans le navigateur la session de connexion et une préférence d’affichage. Strictement nécessaires, elles ne requièrent aucun consentement.'
where page_slug = 'privacy'
  and section_key = 'cookies'
  and content = 'The public site sets no cookies and does not track you. While the site is closed for maintenance, entering the maintenance password keeps a single technical flag in your browser’s session storage, which disappears when you close the tab.

Our staff pages keep the sign-in session and a display preference in the browser. These are strictly necessary and need no consent.';
