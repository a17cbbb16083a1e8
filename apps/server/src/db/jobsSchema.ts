import { getConstructionPlans } from 'pg-boss';

/** The schema of pg-boss's own tables (platform/jobs), kept apart from the portal's. */
export const jobsSchema = 'pgboss';

/**
 * pg-boss's tables as its start would install them on the embedded database: the build's template holds
 * them, so a fresh DATA_DIR's first start finds them installed (bench/README.md, "A fresh start's seconds").
 */
export function embeddedJobsSchemaSql(): string {
  return getConstructionPlans(jobsSchema, { backend: 'pglite' });
}
