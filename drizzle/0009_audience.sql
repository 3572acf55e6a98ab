CREATE TABLE "audience_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "audience_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "audience_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_seen" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "audience_seen_day_visitor_path_pk" PRIMARY KEY("day","visitor","path")
);
