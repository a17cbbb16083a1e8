import { twoFactorSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { TwoFactorService } from './twoFactor.service.ts';

/** Codes are guessable one in a million: the routes that check one are capped per address. */
const codeChecks = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/** My second factor on /profile, staff's reset, and a company's requirement of it. */
export async function twoFactorRoutes(fastify: FastifyInstance, opts: { service: TwoFactorService; db: Db }) {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;

  route(twoFactorSpecs.getTwoFactorStatus, async (_request, _reply, { session }) =>
    service.status(session.userId),
  );
  route(
    twoFactorSpecs.startTwoFactorEnrolment,
    async (_request, reply, { session }) => {
      reply.header('cache-control', 'no-store');
      return service.start(session.userId);
    },
    codeChecks,
  );
  route(
    twoFactorSpecs.confirmTwoFactor,
    async (request, reply, { session }) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await service.confirm(session.userId, request.body.code, {
        userId: session.userId,
        ip: request.ip,
      });
      return { recoveryCodes };
    },
    codeChecks,
  );
  route(
    twoFactorSpecs.disableTwoFactor,
    async (request, _reply, { session }) =>
      service.disable(session.userId, request.body.code, { userId: session.userId, ip: request.ip }),
    codeChecks,
  );
  route(twoFactorSpecs.resetTotp, async (request, _reply, { session }) =>
    service.reset(request.params.id, { userId: session.userId, ip: request.ip }),
  );
  route(twoFactorSpecs.getCompanyTwoFactor, async (request) =>
    service.companyRequirement(request.params.org),
  );
  route(twoFactorSpecs.setCompanyTwoFactor, async (request, _reply, { session }) =>
    service.setCompanyRequirement(request.params.org, request.body.required, {
      userId: session.userId,
      ip: request.ip,
    }),
  );
}
