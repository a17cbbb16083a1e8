import type { SamlNameIdFormat } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { samlRepository } from './saml.repository.ts';
import { readCertificate } from './samlCertificate.ts';

/**
 * What the demo world (seed/samlDemo.ts) writes of SAML: a company's identity provider, switched on,
 * without the request's entitlement check and audit line.
 */
export function samlSeeding(db: Db) {
  const repo = samlRepository(db);
  return {
    async configureAndEnable(
      organizationId: string,
      idp: { entityId: string; ssoUrl: string; nameIdFormat: SamlNameIdFormat; certificatePem: string },
      now: Date,
    ): Promise<void> {
      const { certificatePem, ...fields } = idp;
      await repo.save(organizationId, {
        ...fields,
        certificates: [readCertificate(certificatePem, now)],
        updatedBy: null,
      });
      await repo.setEnabled(organizationId, true, null, async () => {});
    },
  };
}
