import { type SandboxService, tenantNameSchema } from '@portal/contracts';

export type SandboxSource = { service: SandboxService; resource: string };

/**
 * Which sandbox collection holds the records of a model, by the model's name (docs/app-format.md, page
 * preview): the sandbox tenant's HR and finance data, read through its REST API v1. A model of another
 * name has no data source in the sandbox; the preview says so rather than inventing rows.
 */
const sources: Record<string, SandboxSource> = {
  Worker: { service: 'workers', resource: 'workers' },
  Organization: { service: 'organizations', resource: 'organizations' },
  JobProfile: { service: 'jobProfiles', resource: 'jobProfiles' },
  TimeOffRequest: { service: 'absenceManagement', resource: 'timeOffRequests' },
  Supplier: { service: 'financials', resource: 'suppliers' },
  Invoice: { service: 'financials', resource: 'invoices' },
};

export const sandboxSourceFor = (modelName: string): SandboxSource | null =>
  Object.hasOwn(sources, modelName) ? sources[modelName]! : null;

/**
 * The path of a source's first records under the tenant's sandbox; null for a name that is not a tenant
 * name (it could lead out of the tenant's sandbox).
 */
export function sandboxListPath(tenant: string, source: SandboxSource, limit: number): string | null {
  if (!tenantNameSchema.safeParse(tenant).success) return null;
  return `/sandbox/${tenant}/api/${source.service}/v1/${source.resource}?limit=${limit}`;
}
