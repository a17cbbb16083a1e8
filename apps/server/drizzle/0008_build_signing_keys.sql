CREATE TABLE "build_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key_pem" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "signature_key_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "build_signing_keys_one_active_idx" ON "build_signing_keys" USING btree ("active") WHERE "build_signing_keys"."active";