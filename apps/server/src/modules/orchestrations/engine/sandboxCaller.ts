import type { FastifyInstance } from 'fastify';
import type { TenantsService } from '../../tenants/tenants.service.ts';
import type { TenantTokensService } from '../../tenants/tenantTokens.service.ts';
import type { SandboxCall } from './executeStep.ts';
import { StepFailure } from './stepFailure.ts';
import { xmlToJson } from './xmlAnswer.ts';

/**
 * An http step's call, made through the portal's own Fastify instance (`inject`) with a tenant token of
 * the person the run acts for, while they still belong to the company (orchestration-run-as.md): it passes the sandbox's token, scope and tenant checks like a client's call and is
 * logged as a remote API line, and it never leaves the process, so no step reaches another host
 * (docs/decisions/orchestration-engine.md).
 */
export function sandboxCaller(
  app: FastifyInstance,
  deps: {
    tenants: Pick<TenantsService, 'byName'>;
    tenantTokens: Pick<TenantTokensService, 'issueForRun' | 'revoke'>;
    isMember: (userId: string, organizationId: string) => Promise<boolean>;
  },
): SandboxCall {
  return async (call) => {
    if (!call.userId || !(await deps.isMember(call.userId, call.organizationId)))
      throw new StepFailure(
        'The person this run acts for (its launcher, or who deployed the app to the tenant) is no longer a member of the company: deploy the app again to run it as yourself.',
        true,
      );
    const tenant = await deps.tenants.byName(call.organizationId, call.tenant);
    if (!tenant) throw new StepFailure(`The tenant ${call.tenant} no longer exists.`, true);
    const token = await deps.tenantTokens.issueForRun({ tenantId: tenant.id, userId: call.userId });
    try {
      const res = await app.inject({
        method: call.method as 'GET',
        url: call.path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(call.text
            ? { 'content-type': call.text.contentType, ...call.text.headers }
            : call.body !== undefined
              ? { 'content-type': 'application/json' }
              : {}),
        },
        ...(call.text
          ? { payload: call.text.payload }
          : call.body !== undefined
            ? { payload: JSON.stringify(call.body) }
            : {}),
      });
      const type = String(res.headers['content-type'] ?? '');
      let body: unknown = res.body;
      if (type.includes('json')) {
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
      } else if (type.includes('xml')) body = xmlToJson(res.body) ?? res.body;
      return { status: res.statusCode, body };
    } finally {
      await deps.tenantTokens.revoke(token);
    }
  };
}
