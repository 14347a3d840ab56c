-- The Centry import, run by a job of the queue: what an attempt needs to go on where the last one
-- stopped, and which Centry products became which of ours, so reading a page again (a retry, or a
-- second import of the same account) never creates a product twice.

-- The access token Centry gave for the job's code (a code is good for one exchange only, so a retry
-- must not ask again); kept only while the job runs and never answered by any operation.
alter table import_jobs add column access_token text;
-- Where the next page starts in Centry's list (its offset): each page is stored with this moved on.
alter table import_jobs add column next_offset integer not null default 0 check (next_offset >= 0);
-- Products read from Centry so far, whatever became of them.
alter table import_jobs add column products_seen integer check (products_seen >= 0);
-- Why products were stored as drafts or not stored, one entry each ({ externalId, sku, outcome, reason,
-- fields }), the first few hundred: what the catalogue team or the seller needs to fix them.
alter table import_jobs add column issues jsonb not null default '[]'::jsonb;

create table import_external_products (
  seller_id integer not null references sellers (id) on delete cascade,
  provider text not null check (provider in ('centry')),
  -- The product's id in the provider (Centry's _id).
  external_id text not null,
  -- A product the seller deleted is forgotten too: a later import may bring it back.
  product_id integer not null references products (id) on delete cascade,
  import_job_id uuid references import_jobs (id) on delete set null,
  created_at timestamptz not null,
  primary key (seller_id, provider, external_id)
);
create index import_external_products_product on import_external_products (product_id);
