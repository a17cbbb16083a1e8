CREATE TABLE "sandbox_absence_balances" (
	"tenant_id" uuid NOT NULL,
	"worker_id" text NOT NULL,
	"plan" text NOT NULL,
	"balance_hours" numeric(8, 2) NOT NULL,
	CONSTRAINT "sandbox_absence_balances_tenant_id_worker_id_plan_pk" PRIMARY KEY("tenant_id","worker_id","plan")
);
--> statement-breakpoint
CREATE TABLE "sandbox_datasets" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"seed" bigint NOT NULL,
	"workers" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "sandbox_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sandbox_invoices_status_check" CHECK ("status" in ('Draft', 'Approved', 'Paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_job_profiles" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"job_family" text NOT NULL,
	"management_level" text NOT NULL,
	"pay_grade" text NOT NULL,
	CONSTRAINT "sandbox_job_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_organizations" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" text,
	"location" text NOT NULL,
	CONSTRAINT "sandbox_organizations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sandbox_organizations_type_check" CHECK ("type" in ('Company', 'Supervisory', 'Cost Center'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_suppliers" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "sandbox_suppliers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sandbox_suppliers_status_check" CHECK ("status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_time_off_requests" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"worker_id" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" numeric(8, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_time_off_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sandbox_time_off_status_check" CHECK ("status" in ('Submitted', 'Approved', 'Denied')),
	CONSTRAINT "sandbox_time_off_type_check" CHECK ("type" in ('Vacation', 'Sick', 'Personal'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_workers" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"email" text NOT NULL,
	"job_profile_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"cost_center_id" text NOT NULL,
	"location" text NOT NULL,
	"hire_date" date NOT NULL,
	"status" text NOT NULL,
	"annual_salary" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "sandbox_workers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sandbox_workers_status_check" CHECK ("status" in ('Active', 'On Leave', 'Terminated'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_absence_balances" ADD CONSTRAINT "sandbox_absence_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_datasets" ADD CONSTRAINT "sandbox_datasets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD CONSTRAINT "sandbox_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_job_profiles" ADD CONSTRAINT "sandbox_job_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_organizations" ADD CONSTRAINT "sandbox_organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_suppliers" ADD CONSTRAINT "sandbox_suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_time_off_requests" ADD CONSTRAINT "sandbox_time_off_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_workers" ADD CONSTRAINT "sandbox_workers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_invoices_supplier_idx" ON "sandbox_invoices" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "sandbox_time_off_worker_idx" ON "sandbox_time_off_requests" USING btree ("tenant_id","worker_id");--> statement-breakpoint
CREATE INDEX "sandbox_workers_name_idx" ON "sandbox_workers" USING btree ("tenant_id","family_name","given_name");