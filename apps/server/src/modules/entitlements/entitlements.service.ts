import {
  type CompanyEntitlement,
  defaultEntitlement,
  type EntitlementLimits,
  type EntitlementMeasure,
  type EntitlementName,
  type EntitlementsSummary,
  type EntitlementUsage,
  entitlementCatalogue,
  entitlementMeasures,
  entitlementPeriod,
  grantedLimit,
  grantLimits,
  type LimitGrant,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { EntitlementsRepository, GrantRow } from './entitlements.repository.ts';

export type StaffActor = { userId: string; ip?: string | undefined };
const BYTES_PER_GB = 1e9;

/** A grant as the limits see it: the entitlement, with the limits its package gives it. */
const limitGrant = (row: GrantRow): LimitGrant => ({
  name: row.name,
  limits: row.package?.entitlements.find((e) => e.name === row.name)?.limits,
});

/**
 * One entry per entitlement, however many sources grant it (staff directly, packages): the highest
 * limit of each measure over them, from the earliest start date (grants come ordered by it).
 */
function toEntitlements(rows: GrantRow[]): CompanyEntitlement[] {
  const byName = new Map<EntitlementName, GrantRow[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return [...byName].map(([name, sources]) => {
    const limits: EntitlementLimits = {};
    for (const source of sources)
      for (const [measure, limit] of Object.entries(grantLimits(limitGrant(source))) as [
        EntitlementMeasure,
        number,
      ][])
        limits[measure] = Math.max(limits[measure] ?? 0, limit);
    const first = sources[0]!;
    return {
      name,
      restricted: entitlementCatalogue[name].restricted,
      startDate: first.startDate,
      limits,
      grantedAt: first.grantedAt.toISOString(),
      sources: sources.map((source) => ({
        package: source.package ? { id: source.package.id, name: source.package.name } : null,
        startDate: source.startDate,
        grantedAt: source.grantedAt.toISOString(),
      })),
    };
  });
}

/** A company's entitlements, their limits against its use, and staff's grants and overrides. */
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

  /** Fires the listeners for each name no source grants the company any more (a package may still). */
  async function notifyRevoked(organizationId: string, names: readonly EntitlementName[], actor: StaffActor) {
    for (const name of new Set(names)) {
      if (await repo.holds(organizationId, name)) continue;
      for (const listener of revokedListeners) await listener(organizationId, name, actor);
    }
  }

  async function overrides(organizationId: string) {
    if (!(await repo.companyCreatedAt(organizationId))) throw new HttpError('not_found', 'No such company.');
    return { overrides: Object.fromEntries(await repo.overrides(organizationId)) };
  }

  async function limits(organizationId: string) {
    const [grants, overridden] = await Promise.all([
      repo.grants(organizationId),
      repo.overrides(organizationId),
    ]);
    const held = grants.map(limitGrant);
    return {
      grants,
      of(measure: EntitlementMeasure): { limit: number | null; source: EntitlementUsage['source'] } {
        if (overridden.has(measure)) return { limit: overridden.get(measure) ?? null, source: 'override' };
        const granted = held.some((grant) => grantLimits(grant)[measure] !== undefined);
        return { limit: grantedLimit(held, measure), source: granted ? 'entitlement' : 'base' };
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
        entitlements: toEntitlements(current.grants).filter(
          (entitlement) => includeRestricted || !entitlement.restricted,
        ),
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
      if (!removed) {
        const viaPackage = await repo.holds(organizationId, name);
        throw new HttpError(
          'not_found',
          viaPackage
            ? `The company holds ${name} through a package only: remove the package to take it away.`
            : `The company does not hold ${name}.`,
        );
      }
      await deps.audit({
        organizationId,
        userId: actor.userId,
        ...(actor.ip ? { ip: actor.ip } : {}),
        action: 'entitlements.revoke',
        target: name,
        message: `Removed entitlement ${name}`,
        before: { name, startDate: removed.startDate },
      });
      await notifyRevoked(organizationId, [name], actor);
    },

    /** After a package left a company or lost entitlements: tells the listeners what the company lost. */
    notifyRevoked,

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
