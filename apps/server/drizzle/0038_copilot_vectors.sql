CREATE TABLE "search_entry_vectors" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"model" text NOT NULL,
	"digest" text NOT NULL,
	"embedding" real[] NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_entry_vectors_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "search_entry_vectors_model_idx" ON "search_entry_vectors" USING btree ("model");