import {
  type ApiClientScope,
  formatMessage,
  isPortalScope,
  ownerWithinReach,
  portalScopePermissions,
  portalScopesHeldBy,
} from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { ClientRow } from './apiClients.repository.ts';

/** Who changes a client: the audit needs the user and the company. */
export type ClientActor = { userId: string; organizationId: string; mayManageSystem: boolean };

/**
 * Who may change a client and whom it may act as: system clients are the provider's, and a client's
 * owner is within the reach of whoever sets it or changes the client.
 */
export function clientOwnership(
  /** A member's permissions in a company (the role table's, as a cookie session gets them), or null. */
  permissionsOf: (userId: string, organizationId: string) => Promise<readonly string[] | null>,
) {
  const systemGuard = (type: ClientRow['type'], actor: ClientActor) => {
    if (type === 'system' && !actor.mayManageSystem)
      throw new HttpError('forbidden', 'System clients are managed by the provider.');
  };

  /**
   * Whether the actor may act through a client `ownerId` owns (`ownerWithinReach`): a
   * portal token acts, and is audited, as the client's owner, so whoever sets the owner, or holds a
   * secret of the client, must not get more through it than they have. Owners themselves and the
   * provider's staff pass; an owner who left the company passes (no token acts as them, and another
   * owner can be set).
   */
  const ownerWithin = async (actor: ClientActor, ownerId: string | null): Promise<boolean> => {
    if (!ownerId || ownerId === actor.userId || actor.mayManageSystem) return true;
    const [mine, theirs] = await Promise.all([
      permissionsOf(actor.userId, actor.organizationId),
      permissionsOf(ownerId, actor.organizationId),
    ]);
    return theirs === null || ownerWithinReach(mine ?? [], theirs);
  };

  /** Every change of a client: a system client is the provider's, another's client is theirs to change. */
  const changeGuard = async (client: ClientRow, actor: ClientActor) => {
    systemGuard(client.type, actor);
    if (!(await ownerWithin(actor, client.ownerId)))
      throw new HttpError('forbidden', formatMessage('apiClient.ownedAboveYou'));
  };

  /** The owner a client is given holds what its portal scopes imply, and is within the actor's reach. */
  const checkOwner = async (
    actor: ClientActor,
    fields: { ownerId: string | null; scopes: ApiClientScope[] },
  ) => {
    if (!fields.ownerId) return;
    if (!(await ownerWithin(actor, fields.ownerId)))
      throw new HttpError('forbidden', formatMessage('apiClient.ownerAboveYou'));
    const held = (await permissionsOf(fields.ownerId, actor.organizationId)) ?? [];
    const lacking = fields.scopes
      .filter(isPortalScope)
      .find((scope) => !portalScopesHeldBy(held).includes(scope));
    if (lacking) {
      const permission = portalScopePermissions[lacking].find((implied) => !held.includes(implied));
      throw new HttpError(
        'bad_request',
        formatMessage('apiClient.ownerLacksPermission', { scope: lacking, permission: permission ?? '' }),
      );
    }
  };

  return { systemGuard, ownerWithin, changeGuard, checkOwner };
}
