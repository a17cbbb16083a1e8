CREATE TABLE "aws_access" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aws_access_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "aws_access_status_check" CHECK ("status" in ('ACTIVE', 'REMOVING'))
);
--> statement-breakpoint
ALTER TABLE "entitlement_overrides" DROP CONSTRAINT "entitlement_overrides_measure_check";--> statement-breakpoint
ALTER TABLE "aws_access" ADD CONSTRAINT "aws_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aws_access" ADD CONSTRAINT "aws_access_membership_fk" FOREIGN KEY ("user_id","organization_id") REFERENCES "public"."memberships"("user_id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aws_access_user_idx" ON "aws_access" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "entitlement_overrides" ADD CONSTRAINT "entitlement_overrides_measure_check" CHECK ("measure" in ('productionExtendApps', 'companyUsers', 'dscUsers', 'developmentTenants', 'dataUsageGb', 'awsUsers'));