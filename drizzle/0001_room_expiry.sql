ALTER TABLE "rooms" ADD COLUMN "touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rooms_touched_idx" ON "rooms" USING btree ("touched_at");