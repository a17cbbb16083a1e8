CREATE TABLE "build_manifests" (
	"build_id" uuid PRIMARY KEY NOT NULL,
	"manifest" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "build_manifests" ADD CONSTRAINT "build_manifests_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;