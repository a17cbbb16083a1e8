import { licenseStatus } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { appDirectory } from '../apps/apps.port.ts';
import { licensesRepository } from './licenses.repository.ts';

type Row = Awaited<ReturnType<ReturnType<typeof licensesRepository>['list']>>[number];

/** Active through the whole end day (a license ending today is still Active today). */
const withStatus = (row: Row, now: Date) => ({
  ...row,
  status: licenseStatus(new Date(`${row.licenseEnd}T23:59:59.999Z`), now),
});

export function licensesService(db: Db) {
  const repo = licensesRepository(db);
  const apps = appDirectory(db);
  return {
    async list(organizationId: string, role: 'licensor' | 'licensee', now = new Date()) {
      const rows = await repo.list(
        role === 'licensor' ? { producer: organizationId } : { consumer: organizationId },
      );
      return { total: rows.length, data: rows.map((r) => withStatus(r, now)) };
    },
    async create(
      producerId: string,
      request: { appId: string; consumerOrganizationId: string; licenseStart: string; licenseEnd: string },
    ) {
      const app = await apps.ownedBy(producerId, request.appId);
      if (!app) throw new HttpError('not_found', 'App not found.');
      if (request.consumerOrganizationId === producerId)
        throw new HttpError('bad_request', 'A company cannot license an app to itself.');
      if (!(await repo.organizationExists(request.consumerOrganizationId)))
        throw new HttpError('not_found', 'Company not found.');
      const id = await repo.insert({
        appId: app.id,
        producerOrganizationId: producerId,
        consumerOrganizationId: request.consumerOrganizationId,
        startsOn: request.licenseStart,
        endsOn: request.licenseEnd,
      });
      const row = (await repo.list({ producer: producerId })).find((r) => r.id === id)!;
      return withStatus(row, new Date());
    },
  };
}

export type LicensesService = ReturnType<typeof licensesService>;
