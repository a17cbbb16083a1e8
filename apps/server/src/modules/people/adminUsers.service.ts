import type { AdminUsersPage } from '@portal/contracts';
import { userExportColumns } from '@portal/contracts';
import { csvRecord } from '../../platform/csv.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { AdminUsersRepository } from './adminUsers.repository.ts';
import type { StaffAudit } from './staffAudit.ts';

type Actor = { userId: string; ip?: string };

/** Provider staff's view of every account (/admin/user-management): search, disable, export. */
export function adminUsersService(repo: AdminUsersRepository, audit: StaffAudit) {
  return {
    async page(q: string | undefined, start: number, length: number): Promise<AdminUsersPage> {
      const { total, data } = await repo.page(q || undefined, start, length);
      return {
        total,
        data: data.map((u) => ({
          userUuid: u.id,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          isProviderEmployee: u.isProviderEmployee,
          disabled: u.disabledAt !== null,
          companies: u.companies,
          createdAt: u.createdAt.toISOString(),
        })),
      };
    },

    /** Disabling ends the account's sessions at once; its sign-in is refused until enabled again. */
    async setDisabled(userId: string, disabled: boolean, actor: Actor) {
      if (disabled && userId === actor.userId)
        throw new HttpError('conflict', 'You cannot disable your own account.');
      const user = await repo.find(userId);
      if (!user) throw new HttpError('not_found', 'No such user.');
      const wasDisabled = user.disabledAt !== null;
      const endedSessions = await repo.setDisabled(userId, disabled);
      if (wasDisabled !== disabled)
        await audit(
          {
            userId: actor.userId,
            action: disabled ? 'users.disable' : 'users.enable',
            target: userId,
            message: `${disabled ? 'Disabled' : 'Enabled'} the account ${user.email}${disabled ? ` (${endedSessions} sessions ended)` : ''}`,
            ip: actor.ip,
            before: { disabled: wasDisabled },
            after: { disabled },
          },
          userId,
        );
      return { disabled, endedSessions };
    },

    /** The CSV lines of every account, header first, read in batches (never all rows at once). */
    async *exportCsv(actor: Actor): AsyncGenerator<string> {
      await audit({
        userId: actor.userId,
        action: 'users.export',
        message: 'Exported every user to CSV',
        ip: actor.ip,
      });
      yield csvRecord(userExportColumns);
      for await (const batch of repo.allInBatches()) {
        yield batch
          .map((u) =>
            csvRecord([
              u.id,
              u.email,
              u.firstName,
              u.lastName,
              String(u.isProviderEmployee),
              String(u.disabledAt !== null),
              u.createdAt.toISOString(),
            ]),
          )
          .join('');
      }
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
