-- The stock search's trigram index takes new entries in a pending list, as GIN does by default,
-- merged by autovacuum or once the list holds 1 MB. Every change of a level rewrites its row, and
-- with the list off each one inserted its thirty-odd trigrams into the tree: an import spent two
-- thirds of its time there (320 ms per 1,000 rows against 120). A search reads the list besides
-- the tree, and 1 MB keeps that read short where nothing vacuums (PGlite).
alter index if exists stock_levels_search_trgm set (fastupdate = on, gin_pending_list_limit = 1024);
