-- Trigram matching for typo-tolerant search (a trusted extension: no superuser needed on PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
