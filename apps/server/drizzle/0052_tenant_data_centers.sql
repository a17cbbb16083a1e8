ALTER TABLE "tenants" ADD COLUMN "data_center" text;
--> statement-breakpoint
-- Tenants created before data centres were stored run in their region's first data centre (contracts
-- regionInfo); new tenants get one of the region's by a hash (tenants/dataCenter.ts).
UPDATE "tenants" SET "data_center" = CASE "organizations"."region"
  WHEN 'aws:us-west-2' THEN 'aws-us-west-2a'
  WHEN 'scylla:us' THEN 'us-east-1'
  WHEN 'scylla:de' THEN 'eu-frankfurt-1'
  WHEN 'scylla:us-fed' THEN 'us-gov-east-1'
  WHEN 'extend:de-1' THEN 'de-extend-1'
  WHEN 'extend:de-2' THEN 'de-extend-2'
  WHEN 'scylla:us-perf' THEN 'us-perf-1'
END
FROM "organizations"
WHERE "organizations"."id" = "tenants"."organization_id";
--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "data_center" SET NOT NULL;
