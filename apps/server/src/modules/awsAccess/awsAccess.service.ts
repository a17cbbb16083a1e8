import {
  type AwsAccessGrant,
  type AwsAccessSummary,
  type AwsAccountStatus,
  awsUserLimitMessage,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { AwsAccessRepository, AwsAccessRow } from './awsAccess.repository.ts';

type Actor = { userId: string; ip?: string };

const toGrant = (row: AwsAccessRow): AwsAccessGrant => ({
  userUuid: row.userId,
  status: row.status,
  grantedBy: row.grantedBy,
  grantedAt: row.grantedAt.toISOString(),
});

const noCompany = () => new HttpError('not_found', 'No such company.');
const notMember = () => new HttpError('not_found', 'No such member in this company.');

/**
 * AWS access per member (docs/product/people.md PEOPLE-7): granted and removed by the company's admins,
 * limited by the `awsUsers` entitlement measure (docs/decisions/aws-access.md).
 */
export function awsAccessService(
  repo: AwsAccessRepository,
  deps: { audit: AuditLog; entitlements: EntitlementLimits },
) {
  async function inCompany<T>(organizationId: string, work: Parameters<AwsAccessRepository['inCompany']>[1]) {
    const result = await repo.inCompany(organizationId, work);
    if (!result) throw noCompany();
    return result.value as T;
  }

  return {
    async summary(organizationId: string): Promise<AwsAccessSummary> {
      const [maxUsers, rows] = await Promise.all([
        deps.entitlements.limit(organizationId, 'awsUsers'),
        repo.list(organizationId),
      ]);
      return { maxUsers, used: rows.length, data: rows.map(toGrant) };
    },

    async status(organizationId: string, userId: string): Promise<AwsAccountStatus> {
      const row = await repo.grantOf(organizationId, userId);
      if (row) return { status: row.status };
      if (!(await repo.member(organizationId, userId))) throw notMember();
      return { status: 'NONE' };
    },

    /**
     * Grants AWS access; a member who holds it already keeps their grant (nothing is written). The holders
     * are counted under the company's lock with the insert, so two grants racing for the last seat
     * cannot both pass.
     */
    async grant(organizationId: string, userId: string, actor: Actor): Promise<AwsAccessGrant> {
      const maxUsers = await deps.entitlements.limit(organizationId, 'awsUsers');
      const outcome = await inCompany<{ row: AwsAccessRow; created: boolean; name: string; type: string }>(
        organizationId,
        async (s) => {
          const member = await s.member(organizationId, userId);
          if (!member) throw notMember();
          const name = `${member.firstName} ${member.lastName}`;
          const existing = await s.grantOf(organizationId, userId);
          if (existing) return { row: existing, created: false, name, type: member.associationType };
          if (maxUsers !== null && (await s.holders(organizationId)) >= maxUsers)
            throw new HttpError('conflict', awsUserLimitMessage(maxUsers));
          const row = await s.insert(organizationId, userId, actor.userId);
          return { row, created: true, name, type: member.associationType };
        },
      );
      if (outcome.created)
        await deps.audit({
          organizationId,
          userId: actor.userId,
          action: 'users.awsAccess.grant',
          target: userId,
          message: `Granted AWS access to ${outcome.name} (${outcome.type.toLowerCase()})`,
          ...(actor.ip ? { ip: actor.ip } : {}),
          before: { awsAccess: false },
          after: { awsAccess: true, status: outcome.row.status },
        });
      return toGrant(outcome.row);
    },

    async remove(organizationId: string, userId: string, actor: Actor): Promise<void> {
      const outcome = await inCompany<{ row: AwsAccessRow; name: string }>(organizationId, async (s) => {
        const member = await s.member(organizationId, userId);
        if (!member) throw notMember();
        const row = await s.remove(organizationId, userId);
        if (!row) throw new HttpError('not_found', 'This member does not hold AWS access.');
        return { row, name: `${member.firstName} ${member.lastName}` };
      });
      await deps.audit({
        organizationId,
        userId: actor.userId,
        action: 'users.awsAccess.remove',
        target: userId,
        message: `Removed AWS access from ${outcome.name}`,
        ...(actor.ip ? { ip: actor.ip } : {}),
        before: { awsAccess: true, status: outcome.row.status, grantedBy: outcome.row.grantedBy },
        after: { awsAccess: false },
      });
    },
  };
}
export type AwsAccessService = ReturnType<typeof awsAccessService>;
