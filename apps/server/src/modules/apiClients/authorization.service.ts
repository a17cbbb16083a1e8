import type { ClientConsent } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { AuthorizationDeps } from './authorizationDeps.ts';
import { authorizeStep } from './authorizeStep.ts';
import { tokenStep } from './tokenStep.ts';

export type { AuthorizeOutcome } from './authorizeStep.ts';
export type { DelegatedGrant } from './tokenStep.ts';

/** A redeemed request is kept a day past its code's expiry, to recognise the code if it comes back. */
const KEEP_REDEEMED_MS = 24 * 60 * 60 * 1000;

/**
 * The authorization code flow with PKCE for API clients (RFC 6749 4.1, RFC 7636): the authorize step,
 * the user's consent, the code, and its redemption at the token endpoint. Public clients prove
 * themselves with the verifier alone; confidential ones also with their secret.
 */
export function authorizationService(deps: AuthorizationDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    ...authorizeStep(deps),
    ...tokenStep(deps),

    consents: (client: { id: string }): Promise<ClientConsent[]> => repo.consents({ clientId: client.id }),

    /** The API clients the user allowed to act for them on the company's tenants. */
    mine: (userId: string, organizationId: string): Promise<ClientConsent[]> =>
      repo.consents({ userId, organizationId }),

    /** Withdraws a consent: an admin of the client, or the user who gave it. */
    async withdraw(
      actor: { userId: string; organizationId: string; mayManage: boolean },
      client: { id: string; name: string },
      consentId: string,
    ): Promise<void> {
      const consent = (await repo.consents({ clientId: client.id })).find((row) => row.id === consentId);
      if (!consent) throw new HttpError('not_found', 'Consent not found.');
      if (!actor.mayManage && consent.user.id !== actor.userId)
        throw new HttpError(
          'forbidden',
          'Only an admin of API clients, or the user who gave it, withdraws a consent.',
        );
      if (!(await repo.withdraw(client.id, consentId, now())))
        throw new HttpError('not_found', 'Consent not found.');
      await audit({
        userId: actor.userId,
        organizationId: actor.organizationId,
        action: 'clients.consent.withdraw',
        target: client.id,
        message: `Withdrew the consent of ${consent.user.email} for API client ${client.name} on ${consent.tenant}`,
      });
    },

    /** Removes requests whose code expired more than a day ago, redeemed or not (the sweep job). */
    sweep: () => repo.sweep(new Date(now().getTime() - KEEP_REDEEMED_MS)),
  };
}

export type AuthorizationService = ReturnType<typeof authorizationService>;
