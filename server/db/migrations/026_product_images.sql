-- Product images: what a seller uploads for its products, re-encoded as WebP in the two sizes the
-- marketplace shows. An image belongs to its seller, not to a product: a product names the keys of
-- its images in its revisions' `images`, and an image stays while any revision names it (a daily job
-- deletes the uploads no revision names a day after they were made).

create table product_images (
  -- Served without a token (GET /v1/catalog/images/{key}/{size}), so nobody may guess one: 144
  -- random bits, base64url.
  key text collate "C" primary key check (key ~ '^[A-Za-z0-9_-]{24}$'),
  seller_id integer not null references sellers (id),
  -- The full size as served, upright: its longest side is at most 1200 px.
  width integer not null check (width between 1 and 1200),
  height integer not null check (height between 1 and 1200),
  full_webp bytea not null,
  thumb_webp bytea not null,
  full_byte_size integer not null check (full_byte_size = octet_length(full_webp)),
  thumb_byte_size integer not null check (thumb_byte_size = octet_length(thumb_webp)),
  created_at timestamptz not null default now()
);
-- WebP is compressed already: storing it as it is spares every insert a compression that gains nothing.
alter table product_images alter column full_webp set storage external;
alter table product_images alter column thumb_webp set storage external;
-- The daily clean-up looks for old uploads seller by seller.
create index product_images_seller_created on product_images (seller_id, created_at);

-- Products written before images existed have none, in both revisions.
update products
   set working = working || '{"images": []}'::jsonb,
       published = case when published is null then null else published || '{"images": []}'::jsonb end
 where not working ? 'images';
