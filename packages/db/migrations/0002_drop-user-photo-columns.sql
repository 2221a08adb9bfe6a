ALTER TABLE "users" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_mime_type";