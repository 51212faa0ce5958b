-- Tables of the product spec (section 3) with the constraints that say what the data may be
-- (architecture section 4). Rules that need other rows live in triggers; access lives in RLS.

create extension if not exists btree_gist with schema extensions;

-- Site-wide settings: maintenance_mode ('true' or 'false') and maintenance_password.
create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  setting_key text not null unique check (char_length(setting_key) between 1 and 100),
  setting_value text not null default '' check (char_length(setting_value) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Editable texts and images of the public pages, one row per (page, section).
create table public.page_content (
  id uuid primary key default gen_random_uuid(),
  page_slug text not null check (char_length(page_slug) between 1 and 100),
  section_key text not null check (char_length(section_key) between 1 and 100),
  content_type text not null default 'text' check (content_type in ('text', 'image')),
  title text check (char_length(title) <= 200),
  content text not null default '' check (char_length(content) <= 5000),
  image_url text check (char_length(image_url) <= 2000),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (page_slug, section_key)
);

create index page_content_page_order_idx on public.page_content (page_slug, display_order);

create table public.villas (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  location text not null check (char_length(btrim(location)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  price_per_night numeric(10, 2) not null default 0 check (price_per_night >= 0),
  max_guests integer not null default 1 check (max_guests >= 1),
  bedrooms integer not null default 1 check (bedrooms >= 0),
  bathrooms integer not null default 1 check (bathrooms >= 0),
  size_sqm integer check (size_sqm > 0),
  amenities text[] not null default '{}',
  distances text check (char_length(distances) <= 2000),
  images text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index villas_active_created_idx on public.villas (is_active, created_at);
create index villas_created_idx on public.villas (created_at desc);

create table public.villa_faqs (
  id uuid primary key default gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  question text not null check (char_length(btrim(question)) between 1 and 1000),
  answer text not null check (char_length(btrim(answer)) between 1 and 5000),
  display_order integer not null default 1,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index villa_faqs_villa_order_idx on public.villa_faqs (villa_id, display_order);

create table public.villa_reviews (
  id uuid primary key default gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  guest_name text not null check (char_length(btrim(guest_name)) between 1 and 200),
  guest_location text not null check (char_length(btrim(guest_location)) between 1 and 200),
  review_text text not null check (char_length(btrim(review_text)) between 1 and 5000),
  display_order integer not null default 1,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index villa_reviews_villa_order_idx on public.villa_reviews (villa_id, display_order);

-- Booking requests. A confirmed booking blocks check-in through check-out inclusive (spec 9),
-- so two confirmed bookings of one villa may not share a single day: the database guarantees it.
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  guest_name text not null check (char_length(btrim(guest_name)) between 1 and 200),
  guest_email text not null check (
    char_length(guest_email) <= 320 and guest_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  guest_phone text check (char_length(guest_phone) <= 50),
  guests_count integer not null check (guests_count >= 1),
  check_in date not null,
  check_out date not null,
  total_price numeric(10, 2) not null default 0 check (total_price >= 0),
  special_requests text check (char_length(special_requests) <= 5000),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled')),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  constraint bookings_check_out_after_check_in check (check_out > check_in),
  constraint bookings_no_overlapping_confirmed exclude using gist (
    villa_id with =,
    daterange(check_in, check_out, '[]') with &&
  ) where (status = 'confirmed')
);

create index bookings_villa_status_idx on public.bookings (villa_id, status);
create index bookings_created_idx on public.bookings (created_at desc);
create index bookings_status_check_in_idx on public.bookings (status, check_in);

create table public.blocked_dates (
  id uuid primary key default gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  blocked_date date not null,
  reason text check (char_length(reason) <= 500),
  created_at timestamptz not null default now(),
  unique (villa_id, blocked_date)
);

create index blocked_dates_date_idx on public.blocked_dates (blocked_date);

create table public.seasonal_pricing (
  id uuid primary key default gen_random_uuid(),
  villa_id uuid not null references public.villas (id) on delete cascade,
  season_name text not null check (char_length(btrim(season_name)) between 1 and 200),
  start_date date not null,
  end_date date not null,
  price_per_night numeric(10, 2) not null check (price_per_night >= 0),
  priority integer not null default 1,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint seasonal_pricing_end_after_start check (end_date >= start_date)
);

create index seasonal_pricing_villa_dates_idx
  on public.seasonal_pricing (villa_id, start_date, end_date);
create index seasonal_pricing_priority_start_idx
  on public.seasonal_pricing (priority desc, start_date);

-- One role per user; granted only with the service-role key.
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null default 'user' check (role in ('admin', 'staff', 'user')),
  created_at timestamptz not null default now()
);

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (
    char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  phone text check (char_length(phone) <= 50),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  form_type text not null check (form_type in ('general', 'concierge')),
  status text not null default 'unread' check (status in ('unread', 'read', 'replied')),
  created_at timestamptz not null default now()
);

create index contact_submissions_type_created_idx
  on public.contact_submissions (form_type, created_at desc);
create index contact_submissions_created_idx on public.contact_submissions (created_at desc);

-- The two settings the app reads and updates by key; they must exist on every project,
-- seeded or not. A blank password never matches (see verify_maintenance_password).
insert into public.site_settings (setting_key, setting_value)
values ('maintenance_mode', 'false'), ('maintenance_password', '')
on conflict (setting_key) do nothing;
