import { type CreateLicenseRequest, type License, licenseStatus } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../platform/httpError.ts';
import { appDirectory } from '../apps/apps.port.ts';
import { type LicenseFilter, licensesRepository } from './licenses.repository.ts';

type Row = Awaited<ReturnType<ReturnType<typeof licensesRepository>['list']>>[number];

const toLicense = (row: Row, now: Date): License => {
  const endedAt = row.endedAt?.toISOString() ?? null;
  return { ...row, endedAt, status: licenseStatus({ ...row, endedAt }, now) };
};

/** What a grant or an end changed, for the audit trail's before/after. */
export const audited = (l: License) => ({
  status: l.status,
  licenseStart: l.licenseStart,
  licenseEnd: l.licenseEnd,
  endedAt: l.endedAt,
  versionPolicy: l.versionPolicy,
  pinnedVersion: l.pinnedVersion,
});

export function licensesService(db: Db) {
  const repo = licensesRepository(db);
  const apps = appDirectory(db);
  const one = async (filter: LicenseFilter, now: Date, on: Db = db) => {
    const [row] = await repo.list(filter, on);
    return row ? toLicense(row, now) : null;
  };
  return {
    /**
     * The licences the company gives (licensor) or holds (licensee). A licensee no longer sees one its
     * licensor ended: the app has left its Licensed list (docs/decisions/license-end.md).
     */
    async list(
      organizationId: string,
      role: 'licensor' | 'licensee',
      options: { appId?: string; now?: Date } = {},
    ) {
      const now = options.now ?? new Date();
      const rows = await repo.list(
        role === 'licensor'
          ? { producer: organizationId, appId: options.appId }
          : { consumer: organizationId, appId: options.appId },
      );
      const data = rows
        .map((r) => toLicense(r, now))
        .filter((l) => role === 'licensor' || l.endedAt === null);
      return { total: data.length, data };
    },

    /** Companies the producer may license to: any other company (docs/decisions/license-end.md). */
    async licensees(producerId: string, q: string) {
      return { data: await repo.licensees(producerId, q) };
    },

    /**
     * Licenses one of the producer's apps to another existing company. Refused: another company's app,
     * the producer itself, an unknown company, an end before the start (the contract), a licence of the
     * same app to the same company whose days meet these (409), and a pinned licence with nothing in
     * Production to pin.
     */
    async create(producerId: string, request: CreateLicenseRequest, now = new Date()) {
      const app = await apps.ownedBy(producerId, request.appId);
      if (!app) throw new HttpError('not_found', 'App not found.');
      if (request.consumerOrganizationId.toLowerCase() === producerId)
        throw new HttpError('bad_request', 'A company cannot license an app to itself.');
      if (!(await repo.organizationExists(request.consumerOrganizationId)))
        throw new HttpError('not_found', 'Company not found.');
      const end = request.licenseEnd ?? null;
      if (end !== null && end < request.licenseStart)
        throw new HttpError('bad_request', 'License end must not be before license start.');
      const versionPolicy = request.versionPolicy ?? 'newestProduction';
      const pinned = versionPolicy === 'pinned' ? await apps.newestProductionVersion(app.id) : null;
      if (versionPolicy === 'pinned' && !pinned)
        throw new HttpError(
          'bad_request',
          'This app has no version in Production to pin. Release one first, or license its newest Production version.',
        );
      const id = await withTransaction(db, async (tx) => {
        await repo.lockApp(tx, app.id);
        if (await repo.overlapping(tx, app.id, request.consumerOrganizationId, request.licenseStart, end))
          throw new HttpError(
            'conflict',
            'This company already holds a license to this app for some of these days. End it first, or pick days after it.',
          );
        return repo.insert(tx, {
          appId: app.id,
          producerOrganizationId: producerId,
          consumerOrganizationId: request.consumerOrganizationId,
          startsOn: request.licenseStart,
          endsOn: end,
          versionPolicy,
          pinnedVersionId: pinned?.id ?? null,
        });
      });
      return (await one({ id }, now))!;
    },

    /**
     * Ends a licence the company gives, now: the licensee loses the app and, in the same transaction,
     * its deployments of it (docs/decisions/license-end.md). An ended licence cannot be ended again (409).
     */
    async end(producerId: string, licenseId: string, userId: string, now = new Date()) {
      return withTransaction(db, async (tx) => {
        const before = await one({ id: licenseId, producer: producerId }, now, tx);
        if (!before) throw new HttpError('not_found', 'License not found.');
        if (!(await repo.end(tx, licenseId, now, userId)))
          throw new HttpError('conflict', 'This license has already ended.');
        const undeployed = await repo.undeploy(tx, before.appId, before.consumerOrganizationId);
        const license = (await one({ id: licenseId }, now, tx))!;
        return { before, license, undeployed };
      });
    },
  };
}

export type LicensesService = ReturnType<typeof licensesService>;
