CREATE TABLE "app_permissions" (
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_permissions_app_id_name_pk" PRIMARY KEY("app_id","name")
);
--> statement-breakpoint
CREATE TABLE "app_role_permissions" (
	"app_id" uuid NOT NULL,
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "app_role_permissions_app_id_role_permission_pk" PRIMARY KEY("app_id","role","permission")
);
--> statement-breakpoint
CREATE TABLE "app_roles" (
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_roles_app_id_name_pk" PRIMARY KEY("app_id","name")
);
--> statement-breakpoint
CREATE TABLE "app_user_roles" (
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "app_user_roles_app_id_user_id_role_pk" PRIMARY KEY("app_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_users_app_id_user_id_pk" PRIMARY KEY("app_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "app_permissions" ADD CONSTRAINT "app_permissions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_role_permissions" ADD CONSTRAINT "app_role_permissions_app_id_role_app_roles_app_id_name_fk" FOREIGN KEY ("app_id","role") REFERENCES "public"."app_roles"("app_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_role_permissions" ADD CONSTRAINT "app_role_permissions_app_id_permission_app_permissions_app_id_name_fk" FOREIGN KEY ("app_id","permission") REFERENCES "public"."app_permissions"("app_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_roles" ADD CONSTRAINT "app_roles_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_roles" ADD CONSTRAINT "app_user_roles_app_id_user_id_app_users_app_id_user_id_fk" FOREIGN KEY ("app_id","user_id") REFERENCES "public"."app_users"("app_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_roles" ADD CONSTRAINT "app_user_roles_app_id_role_app_roles_app_id_name_fk" FOREIGN KEY ("app_id","role") REFERENCES "public"."app_roles"("app_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_users_app_updated_idx" ON "app_users" USING btree ("app_id","updated_at");