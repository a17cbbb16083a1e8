CREATE INDEX "app_versions_source_key_idx" ON "app_versions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "builds_artifact_key_idx" ON "builds" USING btree ("artifact_key") WHERE "builds"."artifact_key" is not null;--> statement-breakpoint
CREATE INDEX "log_archives_file_key_idx" ON "log_archives" USING btree ("file_key") WHERE "log_archives"."file_key" is not null;