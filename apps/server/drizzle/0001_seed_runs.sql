CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded" boolean NOT NULL,
	"steps" text[] NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
