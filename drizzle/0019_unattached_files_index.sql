-- The orphaned-files sweep (issue 33, documents/stored-files.ts) finds day-old uploads never
-- attached to a document through this partial index, in batches, instead of reading the table.
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."document_id" is null;
