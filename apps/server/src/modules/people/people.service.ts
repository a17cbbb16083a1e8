import { randomBytes } from 'node:crypto';
import {
  formatMessage,
  type Invitation,
  type InvitationPreview,
  type InviteRequest,
  limitReachedMessage,
  type Role,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import { invitationMail } from './invitationMail.ts';
import type { PeopleRepository } from './people.repository.ts';

export const INVITATION_DAYS = 7;
/**
 * Roles an admin cannot give (docs/product/people.md PEOPLE-3) but a member may already hold: a role change
 * keeps them.
 */
const KEPT_ROLES: Role[] = ['dsc', 'systemaccount'];

type Actor = { userId: string; ip?: string };
type InvitationRow = Awaited<ReturnType<PeopleRepository['pendingInvitations']>>[number];

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const lastAdmin = () => new HttpError('conflict', formatMessage('company.adminRequired'));
const notMember = () => new HttpError('not_found', 'No such member in this company.');
/** How an audit line names a member: its reader knows people by name and e-mail, not by id. */
const memberName = (m: { firstName: string; lastName: string; email: string }) =>
  `${m.firstName} ${m.lastName} (${m.email})`;

/** A company's members: roles, removal, invitations (PEOPLE-4, PEOPLE-5). */
export function peopleService(
  repo: PeopleRepository,
  deps: {
    audit: AuditLog;
    mailer: Mailer;
    entitlements: EntitlementLimits;
    publicUrl: string;
    productName: string;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const { audit } = deps;

  async function inCompany<T>(organizationId: string, work: Parameters<PeopleRepository['inCompany']>[1]) {
    const result = await repo.inCompany(organizationId, work);
    if (!result) throw new HttpError('not_found', 'No such company.');
    return result.value as T;
  }

  return {
    adminCount: (organizationId: string) => repo.adminCount(organizationId),

    /** New roles for a member; the last admin cannot lose the admin role (PEOPLE-4). */
    async setRoles(organizationId: string, userId: string, requested: Role[], actor: Actor) {
      const { before, after, who } = await inCompany<{ before: Role[]; after: Role[]; who: string }>(
        organizationId,
        async (s) => {
          const member = await s.membership(organizationId, userId);
          if (!member) throw notMember();
          const after = [...new Set([...requested, ...member.roles.filter((r) => KEPT_ROLES.includes(r))])];
          if (
            member.roles.includes('admin') &&
            !after.includes('admin') &&
            (await s.adminCount(organizationId)) <= 1
          )
            throw lastAdmin();
          await s.setRoles(organizationId, userId, after);
          return { before: member.roles, after, who: memberName(member) };
        },
      );
      await audit({
        organizationId,
        userId: actor.userId,
        action: 'users.roles.update',
        target: userId,
        message: `Changed the roles of ${who} from ${before.join(', ')} to ${after.join(', ')}`,
        ip: actor.ip,
        before: { roles: before },
        after: { roles: after },
      });
      return { roles: after };
    },

    async remove(organizationId: string, userId: string, actor: Actor) {
      const { before, who } = await inCompany<{ before: Role[]; who: string }>(organizationId, async (s) => {
        const member = await s.membership(organizationId, userId);
        if (!member) throw notMember();
        if (member.roles.includes('admin') && (await s.adminCount(organizationId)) <= 1) throw lastAdmin();
        await s.removeMember(organizationId, userId);
        return { before: member.roles, who: memberName(member) };
      });
      await audit({
        organizationId,
        userId: actor.userId,
        action: 'users.remove',
        target: userId,
        message: `Removed ${who} from the company`,
        ip: actor.ip,
        before: { roles: before },
      });
    },

    /**
     * The user form's rows become invitations, all or none: an address that is already a member refuses
     * the whole form (409) and nothing is written. The e-mails go after the commit, each with its own
     * token (only its hash is stored).
     */
    async invite(organizationId: string, body: InviteRequest, actor: Actor) {
      const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 86_400_000);
      const limit = await deps.entitlements.limit(organizationId, 'companyUsers');
      const created = await inCompany<{ row: InvitationRow; token: string }[]>(organizationId, async (s) => {
        const out: { row: InvitationRow; token: string }[] = [];
        for (const user of body.users) {
          const email = user.email.trim().toLowerCase();
          const existing = await s.userByEmail(email);
          if (existing && (await s.membership(organizationId, existing.id)))
            throw new HttpError('conflict', `${email} is already a member of this company.`);
          const token = randomBytes(32).toString('base64url');
          const row = await s.replaceInvitation({
            organizationId,
            email,
            firstName: user.firstName.trim(),
            lastName: user.lastName.trim(),
            roles: [...new Set(user.roles)],
            tokenHash: sha256(token),
            invitedBy: actor.userId,
            expiresAt,
          });
          out.push({ row, token });
        }
        // Counted under the company's lock, with this form's invitations in: two forms sent at once cannot
        // both take the last seat, and a refusal rolls the whole form back.
        if (limit !== null && (await s.seats(organizationId)) > limit)
          throw new HttpError('conflict', limitReachedMessage('companyUsers', limit));
        return out;
      });
      const organizationName = (await repo.organizationName(organizationId)) ?? '';
      for (const { row } of created) {
        await audit({
          organizationId,
          userId: actor.userId,
          action: 'users.invite',
          target: row.email,
          message: `Invited ${row.email} as ${row.roles.join(', ')}`,
          ip: actor.ip,
          after: { email: row.email, firstName: row.firstName, lastName: row.lastName, roles: row.roles },
        });
      }
      for (const { row, token } of created) {
        try {
          await deps.mailer.send(
            invitationMail({
              to: row.email,
              firstName: row.firstName,
              organizationName,
              productName: deps.productName,
              link: `${deps.publicUrl}/invitation/${token}`,
              expiresAt: row.expiresAt,
            }),
          );
        } catch {
          // The rows stand (listed as pending, audited); inviting again replaces them and sends new links.
          throw new HttpError(
            'unavailable',
            `The invitation of ${row.email} was saved but its e-mail could not be sent. Invite again later to send a new link.`,
          );
        }
      }
      return { invited: created.map(({ row }) => toInvitation(row)) };
    },

    async invitations(organizationId: string) {
      return { data: (await repo.pendingInvitations(organizationId)).map(toInvitation) };
    },

    async revokeInvitation(organizationId: string, id: string, actor: Actor) {
      const row = await repo.revokeInvitation(organizationId, id);
      if (!row) throw new HttpError('not_found', 'No such pending invitation.');
      await audit({
        organizationId,
        userId: actor.userId,
        action: 'users.invitation.revoke',
        target: row.email,
        message: `Withdrew the invitation of ${row.email}`,
        ip: actor.ip,
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await usable(await repo.invitationByTokenHash(sha256(token), false));
      return {
        organizationName: row.organizationName,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        expiresAt: row.expiresAt.toISOString(),
        hasAccount: !!(await repo.userByEmail(row.email)),
      };
    },

    /**
     * Signed in as the invited address: the account joins the company. Signed out, for an address with
     * no account: the account is made with the password given (the embedded provider's accounts are
     * rows with a scrypt hash), then joins; the person signs in as usual afterwards.
     */
    async accept(token: string, input: { userId?: string; password?: string }, ip?: string) {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const outcome = await repo.inTransaction(async (s) => {
        const row = await usable(await s.invitationByTokenHash(sha256(token), true));
        const existing = await s.userByEmail(row.email);
        let userId: string;
        let accountCreated = false;
        if (input.userId) {
          if (!existing || existing.id !== input.userId)
            throw new HttpError(
              'forbidden',
              `This invitation is for ${row.email}: sign in with that address.`,
            );
          userId = existing.id;
        } else if (existing) {
          throw new HttpError('unauthorized', `Sign in as ${row.email} to accept this invitation.`);
        } else {
          if (!passwordHash) throw new HttpError('bad_request', 'Choose a password for your new account.');
          const created = await s.createUser({
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            passwordHash,
          });
          if (!created)
            throw new HttpError('conflict', 'An account with this address was just made: sign in.');
          userId = created.id;
          accountCreated = true;
        }
        const type = (await s.membershipCount(userId)) === 0 ? 'PRIMARY' : 'SECONDARY';
        await s.addMember(row.organizationId, userId, type, row.roles);
        await s.markAccepted(row.id);
        return { row, userId, accountCreated };
      });
      await audit({
        organizationId: outcome.row.organizationId,
        userId: outcome.userId,
        action: 'users.invitation.accept',
        target: outcome.row.email,
        message: `${outcome.row.email} accepted the invitation and joined as ${outcome.row.roles.join(', ')}`,
        ip,
        after: { roles: outcome.row.roles, accountCreated: outcome.accountCreated },
      });
      return { organizationUuid: outcome.row.organizationId, accountCreated: outcome.accountCreated };
    },
  };

  async function usable<T extends { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null }>(
    row: T | undefined,
  ): Promise<T> {
    // One answer for unknown, withdrawn and replaced links: a guessed token learns nothing.
    if (!row || row.revokedAt) throw new HttpError('not_found', 'This invitation link is not valid.');
    if (row.acceptedAt) throw new HttpError('conflict', 'This invitation has been accepted already.');
    if (row.expiresAt <= now())
      throw new HttpError('conflict', 'This invitation has expired. Ask your company admin for a new one.');
    return row;
  }
}
export type PeopleService = ReturnType<typeof peopleService>;
