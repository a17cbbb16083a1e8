import { randomBytes } from 'node:crypto';
import type { CreateSuvRequest, Suv } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { SuvsRepository } from './suvs.repository.ts';

const DAY_MS = 86_400_000;
const notFound = () => new HttpError('not_found', 'SUV not found.');

/**
 * SUVs (docs/product/tenants.md TENANTS-6): staff create a short-lived single-user developer tenant from a
 * template for a user, in that user's primary company, extend it or expire it; the suv-expiry job removes the
 * expired ones with everything on them.
 */
export function suvsService(
  repo: SuvsRepository,
  identity: Pick<IdentityService, 'userWithPrimaryCompany'>,
  now: () => Date = () => new Date(),
) {
  return {
    page: (start: number, length: number) => repo.page(start, length),

    async create(staffId: string, request: CreateSuvRequest): Promise<Suv> {
      const user = await identity.userWithPrimaryCompany(request.userEmail);
      if (!user)
        throw new HttpError('not_found', `No portal user has the e-mail address ${request.userEmail}.`);
      if (!user.organizationId)
        throw new HttpError('conflict', `${user.email} has no primary company to hold the SUV.`);
      return repo.create({
        organizationId: user.organizationId,
        // 40 random bits: names are unique per company, and a clash at this size is not worth a retry loop.
        tenantName: `suv_${randomBytes(5).toString('hex')}`,
        userId: user.id,
        template: request.template,
        expiresAt: new Date(now().getTime() + request.days * DAY_MS),
        createdBy: staffId,
      });
    },

    /** Adds days to whichever is later, now or its expiry: extending an expired SUV revives it for that long. */
    async extend(id: string, days: number): Promise<Suv> {
      const suv = await repo.byId(id);
      if (!suv) throw notFound();
      const from = Math.max(now().getTime(), Date.parse(suv.expiresAt));
      await repo.setExpiry(id, new Date(from + days * DAY_MS));
      return (await repo.byId(id))!;
    },

    /** Expires it now; the next run of the expiry job removes it and its data. */
    async expire(id: string): Promise<Suv> {
      if (!(await repo.byId(id))) throw notFound();
      await repo.setExpiry(id, now());
      return (await repo.byId(id))!;
    },

    removeExpired: () => repo.removeExpired(now()),
  };
}

export type SuvsService = ReturnType<typeof suvsService>;
