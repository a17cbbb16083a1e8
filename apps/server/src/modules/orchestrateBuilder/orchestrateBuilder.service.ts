import { can, type OrchestrateSession } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, OrgContext } from '../../platform/auth/auth.hook.ts';

/** Ends the request's portal session and clears its cookies (the session module's, given by app.ts). */
export type EndSession = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The orchestration builder's session: the portal's, described for the builder, and its end. */
export function orchestrateBuilderService(deps: { endSession: EndSession }) {
  return {
    describe(session: AuthSession, org: OrgContext): OrchestrateSession {
      const context = {
        envLevel: 'PROD',
        globalPermissions: session.globalPermissions,
        orgPermissions: org.permissions,
      } as const;
      return {
        userId: session.userId,
        organizationId: org.organizationId,
        expiresAt: session.expiresAt.toISOString(),
        idleExpiresAt: session.idleExpiresAt.toISOString(),
        canEdit: can(context, { orgPermission: 'apps.write' }),
        canRun: can(context, { orgPermission: 'orchestrations.write' }),
      };
    },
    logout: deps.endSession,
  };
}
export type OrchestrateBuilderService = ReturnType<typeof orchestrateBuilderService>;
