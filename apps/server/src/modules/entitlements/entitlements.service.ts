import {
  type CompanyEntitlement,
  defaultEntitlement,
  type EntitlementMeasure,
  type EntitlementName,
  type EntitlementsSummary,
  type EntitlementUsage,
  entitlementCatalogue,
  entitlementMeasures,
  entitlementPeriod,
  grantedLimit,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { EntitlementsRepository, GrantRow } from './entitlements.repository.ts';

type StaffActor = { userId: string; ip?: string | undefined };
const BYTES_PER_GB = 1e9;

const toEntitlement = (row: GrantRow): CompanyEntitlement => ({
  name: row.name,
  restricted: entitlementCatalogue[row.name].restricted,
  startDate: row.startDate,
  limits: entitlementCatalogue[row.name].limits,
  grantedAt: row.grantedAt.toISOString(),
});

/** A company's entitlements, their limits against its use, and staff's grants and overrides (issue 12 item 7). */
/** Told once a removal has committed: what an entitlement turned on goes off with it (SAML sign-on). */
export type RevokedListener = (
  organizationId: string,
  name: EntitlementName,
  actor: StaffActor,
) => Promise<void>;

export function entitlementsService(
  repo: EntitlementsRepository,
  deps: { audit: AuditLog; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const revokedListeners: RevokedListener[] = [];

  async function overrides(organizationId: string) {
    if (!(await repo.companyCreatedAt(organizationId))) throw new HttpError('not_found', 'No such company.');
    return { overrides: Object.fromEntries(await repo.overrides(organizationId)) };
  }

  async function limits(organizationId: string) {
    const [grants, overridden] = await Promise.all([
      repo.grants(organizationId),
      repo.overrides(organizationId),
    ]);
    const names = grants.map((g) => g.name);
    return {
      grants,
      of(measure: EntitlementMeasure): { limit: number | null; source: EntitlementUsage['source'] } {
        if (overridden.has(measure)) return { limit: overridden.get(measure) ?? null, source: 'override' };
        const granted = names.some((name) => entitlementCatalogue[name].limits[measure] !== undefined);
        return { limit: grantedLimit(names, measure), source: granted ? 'entitlement' : 'base' };
      },
    };
  }

  return {
    async limit(organizationId: string, measure: EntitlementMeasure) {
      return (await limits(organizationId)).of(measure).limit;
    },

    async summary(organizationId: string, includeRestricted: boolean): Promise<EntitlementsSummary> {
      const current = await limits(organizationId);
      const createdAt = await repo.companyCreatedAt(organizationId);
      if (!createdAt) throw new HttpError('not_found', 'No such company.');
      // The usage year turns on the earliest start date; a company without entitlements on its creation day.
      const start = current.grants[0]?.startDate ?? createdAt.toISOString().slice(0, 10);
      const period = entitlementPeriod(start, now());
      const counts = await repo.usage(organizationId, period.start, period.end);
      const used: Record<EntitlementMeasure, number> = {
        ...counts,
        dataUsageGb: Math.round((counts.dataUsageBytes / BYTES_PER_GB) * 1000) / 1000,
      };
      return {
        entitlements: current.grants
          .map(toEntitlement)
          .filter((entitlement) => includeRestricted || !entitlement.restricted),
        usage: entitlementMeasures.map((measure) => ({
          measure,
          used: used[measure],
          ...current.of(measure),
        })),
        period,
      };
    },

    /** The provisioning job's grant to a new company; granting twice (a retried job) changes nothing. */
    grantDefault: (organizationId: string) =>
      repo.grant({ organizationId, name: defaultEntitlement, startDate: now().toISOString().slice(0, 10) }),

    async grant(organizationId: string, name: EntitlementName, startDate: string, actor: StaffActor) {
      if (!(await repo.companyCreatedAt(organizationId)))
        throw new HttpError('not_found', 'No such company.');
      const granted = await repo.grant({ organizationId, name, startDate, grantedBy: actor.userId });
      if (!granted) throw new HttpError('conflict', `The company already holds ${name}.`);
      await deps.audit({
        organizationId,
        userId: actor.userId,
        ...(actor.ip ? { ip: actor.ip } : {}),
        action: 'entitlements.grant',
        target: name,
        message: `Granted entitlement ${name} from ${startDate}`,
        after: { name, startDate },
      });
    },

    async revoke(organizationId: string, name: EntitlementName, actor: StaffActor) {
      const removed = await repo.revoke(organizationId, name);
      if (!removed) throw new HttpError('not_found', `The company does not hold ${name}.`);
      await deps.audit({
        organizationId,
        userId: actor.userId,
        ...(actor.ip ? { ip: actor.ip } : {}),
        action: 'entitlements.revoke',
        target: name,
        message: `Removed entitlement ${name}`,
        before: { name, startDate: removed.startDate },
      });
      for (const listener of revokedListeners) await listener(organizationId, name, actor);
    },

    onRevoked(listener: RevokedListener) {
      revokedListeners.push(listener);
    },

    overrides,

    async setOverrides(
      organizationId: string,
      next: Partial<Record<EntitlementMeasure, number | null>>,
      actor: StaffActor,
    ) {
      const before = await overrides(organizationId);
      const entries = new Map(
        (Object.entries(next) as [EntitlementMeasure, number | null][]).filter(([, v]) => v !== undefined),
      );
      await repo.replaceOverrides(organizationId, entries, actor.userId);
      const after = { overrides: Object.fromEntries(entries) };
      await deps.audit({
        organizationId,
        userId: actor.userId,
        ...(actor.ip ? { ip: actor.ip } : {}),
        action: 'entitlements.overrides',
        target: organizationId,
        message: 'Changed the entitlement overrides',
        before,
        after,
      });
      return after;
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
