-- Remembered CSV mappings were stored in clear (issue 40): forgotten, and sealed from now on.
DELETE FROM "import_mappings";--> statement-breakpoint
ALTER TABLE "import_mappings" ADD COLUMN "sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "import_mappings" DROP COLUMN "mapping";