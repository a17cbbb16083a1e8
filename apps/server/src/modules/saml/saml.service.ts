import {
  formatMessage,
  type SamlConfigResponse,
  type SamlConfigWrite,
  type SamlEndpoints,
  type SamlSignInSettings,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import { isDomainTaken, type SamlFields, type SamlRepository, type SamlRow } from './saml.repository.ts';
import { readCertificate } from './samlCertificate.ts';
import { DEFAULT_NAME_ID_FORMAT, samlEndpoints, spMetadataXml } from './samlEndpoints.ts';
import { type IdpMetadata, screenMetadata } from './samlMetadata.ts';
import { checkMetadataUrl, downloadMetadata } from './samlMetadataFetch.ts';
import type { SpKey } from './samlSpKey.ts';

type Actor = { userId: string; ip?: string | undefined };
/**
 * What enabling asks of entitlements: whether the company holds one (extendsaml: docs/product/saml.md
 * SAML-1).
 */
export type HeldEntitlements = { holds(organizationId: string, name: 'extendsaml'): Promise<boolean> };

const NO_ENTITLEMENT =
  'Single sign-on needs the extendsaml entitlement, which this company does not hold. Ask your provider to add it.';

const toResponse = (row: SamlRow | undefined, domains: string[] = []): SamlConfigResponse =>
  row
    ? {
        configured: true,
        entityId: row.entityId,
        ssoUrl: row.ssoUrl,
        nameIdFormat: row.nameIdFormat,
        certificates: row.certificates,
        enabled: row.enabled,
        domains,
        jitMembership: row.jitMembership,
        idpInitiated: row.idpInitiated,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
      }
    : { configured: false, enabled: false };

/** What an audit entry keeps of a configuration: no certificate bodies, only which ones and until when. */
const auditView = (row: SamlRow | undefined) =>
  row
    ? {
        entityId: row.entityId,
        ssoUrl: row.ssoUrl,
        nameIdFormat: row.nameIdFormat,
        enabled: row.enabled,
        jitMembership: row.jitMembership,
        idpInitiated: row.idpInitiated,
        certificates: row.certificates.map((c) => ({
          subject: c.subject,
          fingerprint256: c.fingerprint256,
          validTo: c.validTo,
        })),
      }
    : { configured: false };

function checkedUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError('bad_request', 'The single sign-on URL is not a URL.');
  }
  // The browser is sent there with the sign-in request: never over plain HTTP.
  if (url.protocol !== 'https:') throw new HttpError('bad_request', 'The single sign-on URL must use https.');
  return url.href;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A company's SAML single sign-on configuration and switch (docs/decisions/saml.md). */
export function samlService(
  repo: SamlRepository,
  deps: {
    audit: AuditLog;
    entitlements: HeldEntitlements;
    publicUrl: string;
    spKey: () => Promise<SpKey>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  async function company(organizationId: string) {
    if (!(await repo.companyExists(organizationId))) throw new HttpError('not_found', 'No such company.');
  }

  async function endpoints(organizationId: string): Promise<SamlEndpoints> {
    await company(organizationId);
    const row = await repo.find(organizationId);
    return samlEndpoints(deps.publicUrl, organizationId, row?.nameIdFormat);
  }

  async function metadataOf(write: SamlConfigWrite): Promise<IdpMetadata> {
    const xml =
      'metadataXml' in write
        ? write.metadataXml
        : 'metadataUrl' in write
          ? await downloadMetadata(await checkMetadataUrl(write.metadataUrl))
          : undefined;
    if (xml !== undefined) {
      // Size and DOCTYPE are refused here, before a thread is started or anything parsed.
      screenMetadata(xml);
      return runTask(tasks.parseSamlMetadata, { xml });
    }
    if (!('entityId' in write))
      throw new HttpError('bad_request', 'Send the metadata, its URL or the fields.');
    return {
      entityId: write.entityId.trim(),
      ssoUrl: write.ssoUrl.trim(),
      ...(write.nameIdFormat ? { nameIdFormat: write.nameIdFormat } : {}),
      certificates: write.certificates.filter((c) => c.trim() !== ''),
    };
  }

  async function fieldsOf(write: SamlConfigWrite, actor: Actor): Promise<SamlFields> {
    const metadata = await metadataOf(write);
    if (!metadata.entityId)
      throw new HttpError('bad_request', "The identity provider's entity ID is missing.");
    if (!metadata.ssoUrl) throw new HttpError('bad_request', 'The single sign-on URL is missing.');
    if (metadata.certificates.length === 0)
      throw new HttpError('bad_request', "The identity provider's signing certificate is missing.");
    const at = now();
    return {
      entityId: metadata.entityId,
      ssoUrl: checkedUrl(metadata.ssoUrl),
      nameIdFormat: metadata.nameIdFormat ?? DEFAULT_NAME_ID_FORMAT,
      certificates: metadata.certificates.map((cert) => readCertificate(cert, at)),
      updatedBy: actor.userId,
    };
  }

  async function audit(
    organizationId: string,
    actor: Actor,
    action: string,
    message: string,
    before: SamlRow | undefined,
    after: SamlRow,
  ) {
    await deps.audit({
      organizationId,
      userId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
      action,
      target: organizationId,
      message,
      before: auditView(before),
      after: auditView(after),
    });
  }

  const respond = async (row: SamlRow | undefined) =>
    toResponse(row, row ? await repo.domains(row.organizationId) : []);

  return {
    async config(organizationId: string): Promise<SamlConfigResponse> {
      await company(organizationId);
      return respond(await repo.find(organizationId));
    },

    /**
     * The domains sent to the identity provider and the sign-in switches. A domain must be one of the
     * company's e-mail domains, which provider staff set: a company admin cannot route another
     * company's users to their identity provider.
     */
    async saveSignIn(
      organizationId: string,
      settings: SamlSignInSettings,
      actor: Actor,
    ): Promise<SamlConfigResponse> {
      await company(organizationId);
      const domains = [...new Set(settings.domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
      const own = await repo.companyEmailDomains(organizationId);
      for (const domain of domains) {
        if (!DOMAIN.test(domain))
          throw new HttpError('bad_request', formatMessage('saml.domainInvalid', { domain }));
        if (!own.includes(domain))
          throw new HttpError('bad_request', formatMessage('saml.domainNotCompany', { domain }));
      }
      let saved: Awaited<ReturnType<SamlRepository['saveSignIn']>>;
      try {
        saved = await repo.saveSignIn(organizationId, { ...settings, domains }, actor.userId);
      } catch (error) {
        if (!isDomainTaken(error)) throw error;
        saved = { taken: domains.join(', ') };
      }
      if (!saved)
        throw new HttpError('conflict', 'Set up the identity provider first, then choose the domains.');
      if ('taken' in saved)
        throw new HttpError('conflict', formatMessage('saml.domainTaken', { domain: `${saved.taken}` }));
      await audit(
        organizationId,
        actor,
        'saml.signInSettings',
        `Changed SAML sign-in: domains ${domains.join(', ') || 'none'}, just-in-time membership ${settings.jitMembership ? 'on' : 'off'}, IdP-initiated sign-in ${settings.idpInitiated ? 'on' : 'off'}`,
        saved.before,
        saved.after,
      );
      return respond(saved.after);
    },

    async save(organizationId: string, write: SamlConfigWrite, actor: Actor): Promise<SamlConfigResponse> {
      await company(organizationId);
      const fields = await fieldsOf(write, actor);
      const { before, after } = await repo.save(organizationId, fields);
      await audit(
        organizationId,
        actor,
        'saml.config',
        `Changed the SAML configuration (${fields.entityId})`,
        before,
        after,
      );
      return respond(after);
    },

    async setEnabled(organizationId: string, enabled: boolean, actor: Actor): Promise<SamlConfigResponse> {
      await company(organizationId);
      // Asked before the row is locked: entitlements read through their own connection, which a
      // single-connection database (PGlite) could not give while this transaction holds it.
      const holds = enabled && (await deps.entitlements.holds(organizationId, 'extendsaml'));
      const changed = await repo.setEnabled(organizationId, enabled, actor.userId, async (row) => {
        if (!enabled) return;
        const expired = row.certificates.find((c) => Date.parse(c.validTo) <= now().getTime());
        if (expired)
          throw new HttpError(
            'conflict',
            `Single sign-on cannot be enabled: the signing certificate expired on ${expired.validTo}. Upload current metadata first.`,
          );
        if (!holds) throw new HttpError('conflict', NO_ENTITLEMENT);
      });
      if (!changed) {
        if (!enabled) return toResponse(undefined);
        throw new HttpError(
          'conflict',
          'Single sign-on cannot be enabled: set up the identity provider first.',
        );
      }
      // The entitlement was read before the lock: a removal that committed meanwhile found sign-on still
      // off and left it so. Asked again now, after this commit, one of the two sees the other.
      if (enabled && !(await deps.entitlements.holds(organizationId, 'extendsaml'))) {
        await repo.setEnabled(organizationId, false, actor.userId, async () => {});
        throw new HttpError('conflict', NO_ENTITLEMENT);
      }
      await audit(
        organizationId,
        actor,
        enabled ? 'saml.enable' : 'saml.disable',
        enabled ? 'Enabled SAML single sign-on' : 'Disabled SAML single sign-on',
        changed.before,
        changed.after,
      );
      return respond(changed.after);
    },

    /** Staff removed extendsaml: sign-on goes off with it, on the trail as their act. */
    async entitlementRemoved(organizationId: string, actor: Actor): Promise<void> {
      const changed = await repo.setEnabled(organizationId, false, actor.userId, async () => {});
      if (!changed?.before.enabled) return;
      await audit(
        organizationId,
        actor,
        'saml.disable',
        'Disabled SAML single sign-on: the company no longer holds the extendsaml entitlement',
        changed.before,
        changed.after,
      );
    },

    endpoints,

    spMetadata: async (organizationId: string): Promise<string> =>
      spMetadataXml(await endpoints(organizationId), (await deps.spKey()).certificatePem),
  };
}

export type SamlService = ReturnType<typeof samlService>;
