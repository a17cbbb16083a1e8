CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"bucket" bigint NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_key_bucket_pk" PRIMARY KEY("key","bucket")
);
