-- Seller sign-up (openapi/onboarding.yaml): what a seller is known by (legal name, RUT, commercial
-- e-mail), the applications the public wizard submits, and the Idempotency-Key ledger that makes a
-- submission happen exactly once. As in 001, time comparisons use timestamps the server passes.

alter table sellers add column legal_name text;
-- Cleaned RUT: digits and the verifier, upper-case K, no dots or hyphen.
alter table sellers add column document_number text unique check (document_number ~ '^[0-9]{7,8}[0-9K]$');
alter table sellers add column commercial_email text;

-- The key a commercial name is compared by: accents folded, case ignored, punctuation and repeated
-- spaces dropped ("Ferretería Los Andes" = "FERRETERIA  LOS ANDES."). Folding before lower() keeps
-- it independent of the database's locale (lower() of non-ASCII letters depends on it).
create function portal_name_key(name text) returns text
language sql immutable strict parallel safe as $$
  select btrim(regexp_replace(
    lower(translate(name,
      'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
      'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')),
    '[^a-z0-9]+', ' ', 'g'))
$$;

create index sellers_name_key on sellers (portal_name_key(name));
create index sellers_commercial_email on sellers (lower(commercial_email));

create table seller_applications (
  id uuid primary key,
  status text not null default 'received' check (status in ('received', 'in_review', 'approved', 'rejected')),
  created_at timestamptz not null,
  -- Summary (ApplicationSummary): answers 1.1, 1.2, 1.3 (cleaned), 1.4 and 2.5.
  business_name text not null,
  company_name text not null,
  document_number text not null,
  society_type text not null,
  commercial_email text not null,
  -- Whether the RUT already belonged to a seller when the application arrived.
  document_number_exists boolean not null,
  -- Every answer as received, in question order: [{"question": "1.1", "response": "..."}, ...].
  answers jsonb not null,
  source text not null check (source = 'form'),
  client_address text not null,
  proof_file bytea not null,
  proof_file_name text not null,
  proof_file_content_type text not null check (proof_file_content_type in ('image/png', 'image/jpeg', 'application/pdf')),
  proof_file_size integer not null check (proof_file_size between 1 and 3145728),
  proof_file_sha256 text not null,
  -- The last line of defence for exactly-once: one application per Idempotency-Key.
  idempotency_key uuid not null unique
);
create index seller_applications_newest on seller_applications (created_at desc, id desc);
create index seller_applications_name_key on seller_applications (portal_name_key(business_name)) where status <> 'rejected';
create index seller_applications_email on seller_applications (lower(commercial_email)) where status <> 'rejected';
create index seller_applications_document on seller_applications (document_number);

-- One row per Idempotency-Key, claimed by the first request (insert ... on conflict) and, when it
-- answered 201, holding that answer for replays until expires_at (24 h). A failed request deletes
-- its row, so the same key may try again. claim_id tells the request that holds the claim, so a
-- request never finishes or releases a claim another one took over.
create table idempotency_keys (
  key uuid primary key,
  operation text not null,
  request_sha256 text not null,
  claim_id uuid not null,
  state text not null check (state in ('in_progress', 'done')),
  status_code integer,
  -- json, not jsonb: a replay answers the very same text (jsonb would reorder the keys).
  response_body json,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (state = 'in_progress' or (status_code is not null and response_body is not null))
);
create index idempotency_keys_expiry on idempotency_keys (expires_at);
