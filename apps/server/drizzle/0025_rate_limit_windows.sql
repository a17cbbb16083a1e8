-- Counters are short-lived; a key may hold several numbered windows, which the new key would refuse.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_key_bucket_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD PRIMARY KEY ("key");--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP COLUMN "bucket";