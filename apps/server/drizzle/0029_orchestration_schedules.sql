ALTER TABLE "orchestration_runs" DROP CONSTRAINT "orchestration_runs_trigger_check";--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_runs_schedule_idx" ON "orchestration_runs" USING btree ("app_id","tenant","orchestration","scheduled_for");--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_trigger_check" CHECK ("trigger" in ('manual', 'api', 'schedule'));