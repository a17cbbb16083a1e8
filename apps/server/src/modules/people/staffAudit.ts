import type { AuditEvent, AuditLog } from '../../platform/audit.ts';
import type { AdminUsersRepository } from './adminUsers.repository.ts';

/**
 * The audit trail is per company (the log store's lines belong to one). A change staff make to an
 * account is written to each company of that account, so its admins see it, and to the staff member's
 * own primary company; a change with no company of its own (a role's permissions) to the latter only.
 */
export function staffAudit(repo: AdminUsersRepository, audit: AuditLog) {
  async function primaryCompany(userId: string): Promise<string | undefined> {
    const rows = await repo.companiesOf(userId);
    return (rows.find((r) => r.associationType === 'PRIMARY') ?? rows[0])?.organizationId;
  }
  return async (event: Omit<AuditEvent, 'organizationId'>, subjectUserId?: string) => {
    const targets = new Set<string>();
    if (subjectUserId)
      for (const row of await repo.companiesOf(subjectUserId)) targets.add(row.organizationId);
    const own = await primaryCompany(event.userId);
    if (own) targets.add(own);
    for (const organizationId of targets) await audit({ ...event, organizationId });
  };
}
export type StaffAudit = ReturnType<typeof staffAudit>;
