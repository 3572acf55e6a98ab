CREATE TABLE "profile" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"years_of_experience" integer DEFAULT 0 NOT NULL,
	"about" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_resume" (
	"id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
