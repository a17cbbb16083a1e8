import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { formatMessage, type MessageKey } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import type { SamlRow } from './saml.repository.ts';
import { samlEndpoints } from './samlEndpoints.ts';
import { screenSamlResponse } from './samlResponseScreen.ts';
import type { SamlSignInRepository } from './samlSignIn.repository.ts';
import type { SpKey } from './samlSpKey.ts';

/** As long as the provider's sign-in page (its Interaction ttl, oidc/provider.ts): the request answers it. */
const REQUEST_TTL_MS = 600_000;
/** Clocks of the portal and the identity provider may differ this much. */
const CLOCK_SKEW_MS = 60_000;
/** How long an assertion ID is kept when the assertion names no end of its own validity. */
const SEEN_FALLBACK_MS = 3600_000;

export type SamlSignInOutcome =
  | { ok: true; accountId: string; organizationId: string; interactionUid: string | undefined }
  | { ok: false; status: 400 | 401 | 403 | 413; message: string };

const refused = (
  status: 400 | 401 | 403 | 413,
  key: MessageKey,
  params: Record<string, string | number> = {},
): SamlSignInOutcome => ({ ok: false, status, message: formatMessage(key, params) });

/** A reason a user (and their administrator) can act on, from node-saml's error. */
function reasonOf(error: unknown): { key: MessageKey; reason?: string } {
  const text = error instanceof Error ? error.message : '';
  if (/InResponseTo is missing/.test(text)) return { key: 'saml.unsolicited' };
  // node-saml's only test of a subject confirmation is its time window; before the InResponseTo test.
  if (/expired|not yet valid|No valid subject confirmation/i.test(text))
    return {
      key: 'saml.responseRefused',
      reason: 'it has expired or is not valid yet; check the clocks of the identity provider',
    };
  if (/InResponseTo/i.test(text))
    return {
      key: 'saml.responseRefused',
      reason: 'it answers no sign-in started here, or one already finished',
    };
  if (/signature|multiple assertions|signed/i.test(text))
    return {
      key: 'saml.responseRefused',
      reason: "its signature does not match the identity provider's certificate",
    };
  if (/audience/i.test(text))
    return { key: 'saml.responseRefused', reason: 'it was issued for another service provider (audience)' };
  if (/SAML provider returned/.test(text))
    return { key: 'saml.responseRefused', reason: 'the identity provider did not sign you in' };
  return { key: 'saml.responseRefused', reason: 'it could not be verified' };
}

type AssertionJs = {
  Assertion?: {
    $?: { ID?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: Record<string, string> }[] }[] }[];
  };
};

const EMAIL = /^[^\s@]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/;
const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? firstString(value[0]) : undefined;

function emailOf(profile: Profile): string | undefined {
  const candidates = [profile.nameID, profile.email, profile.mail].map(firstString);
  return candidates.map((c) => c?.trim().toLowerCase()).find((c) => c !== undefined && EMAIL.test(c));
}

function nameOf(profile: Profile, email: string) {
  const attribute = (...names: string[]) =>
    names
      .map((name) => firstString((profile.attributes as Record<string, unknown> | undefined)?.[name])?.trim())
      .find(Boolean);
  return {
    firstName: attribute('firstName', 'givenName', 'urn:oid:2.5.4.42') ?? email.slice(0, email.indexOf('@')),
    lastName: attribute('lastName', 'surname', 'sn', 'urn:oid:2.5.4.4') ?? '',
  };
}

/**
 * node-saml and its XML signature stack, loaded at the first SAML sign-in rather than at start: most
 * servers never see one, and evaluating the package held about 4.5 MB of heap and 80 ms of a start
 * (bench/README, "Memory at rest").
 */
let nodeSaml: Promise<typeof import('@node-saml/node-saml')> | undefined;
const loadNodeSaml = () => {
  nodeSaml ??= import('@node-saml/node-saml');
  return nodeSaml;
};

/**
 * SP-initiated SAML sign-in (docs/decisions/saml.md): sends a user whose e-mail domain a company routes to
 * its identity provider there with a signed AuthnRequest, and checks what comes back. node-saml verifies
 * the signature against the configured certificates (the signed assertion is what is read after, never
 * the unsigned envelope), audience, time window and InResponseTo; this service adds what it leaves out:
 * the recipient and destination, the issuer, replay of an assertion ID, and who may sign in.
 */
export function samlSignInService(
  repo: SamlSignInRepository,
  deps: { audit: AuditLog; publicUrl: string; spKey: () => Promise<SpKey> },
) {
  async function samlFor(config: SamlRow, sp: SpKey, cache: CacheProvider) {
    const { SAML, ValidateInResponseTo } = await loadNodeSaml();
    const endpoints = samlEndpoints(deps.publicUrl, config.organizationId, config.nameIdFormat);
    return {
      endpoints,
      saml: new SAML({
        callbackUrl: endpoints.acsUrl,
        entryPoint: config.ssoUrl,
        issuer: endpoints.entityId,
        audience: endpoints.entityId,
        idpCert: config.certificates.map((c) => c.pem),
        privateKey: sp.privateKeyPem,
        signatureAlgorithm: 'sha256',
        identifierFormat: config.nameIdFormat,
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: false,
        validateInResponseTo: config.idpInitiated
          ? ValidateInResponseTo.ifPresent
          : ValidateInResponseTo.always,
        requestIdExpirationPeriodMs: REQUEST_TTL_MS,
        cacheProvider: cache,
        acceptedClockSkewMs: CLOCK_SKEW_MS,
        disableRequestedAuthnContext: true,
      }),
    };
  }

  /** The identity provider's URL with a signed AuthnRequest that answers the sign-in page `interactionUid`. */
  async function start(config: SamlRow, interactionUid: string): Promise<string> {
    const cache: CacheProvider = {
      saveAsync: async (key, value) => {
        await repo.saveRequest({
          id: key,
          organizationId: config.organizationId,
          interactionUid,
          expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
        });
        return { value, createdAt: Date.now() };
      },
      getAsync: async () => null,
      removeAsync: async () => null,
    };
    const { saml } = await samlFor(config, await deps.spKey(), cache);
    return saml.getAuthorizeUrlAsync('', undefined, {});
  }

  async function admit(
    config: SamlRow & { organizationName: string },
    profile: Profile,
  ): Promise<SamlSignInOutcome | { ok: true; accountId: string; joined: boolean }> {
    const email = emailOf(profile);
    if (!email) return refused(403, 'saml.noEmail');
    const domain = email.slice(email.indexOf('@') + 1);
    // An identity provider speaks for the company's own domains only, never for another company's users.
    if (!(await repo.domainsOf(config.organizationId)).includes(domain))
      return refused(403, 'saml.emailOutsideDomains', { email });
    const user = await repo.findUserByEmail(email);
    if (user?.disabledAt) return refused(403, 'saml.disabledAccount');
    if (user && (await repo.isMember(user.id, config.organizationId)))
      return { ok: true, accountId: user.id, joined: false };
    if (!config.jitMembership)
      return refused(403, 'saml.notMember', { email, company: config.organizationName });
    const joined = await repo.joinCompany(config.organizationId, { email, ...nameOf(profile, email) }, user);
    return { ok: true, accountId: joined.user.id, joined: true };
  }

  return {
    /** Where the sign-in page sends `email`, or undefined when no company with sign-on on routes its domain. */
    async startForEmail(email: string, interactionUid: string): Promise<string | undefined> {
      const normalised = email.trim().toLowerCase();
      const at = normalised.lastIndexOf('@');
      if (at < 1) return undefined;
      const config = await repo.enabledConfigForDomain(normalised.slice(at + 1));
      return config ? start(config, interactionUid) : undefined;
    },

    /** An AuthnRequest of the company for a sign-in page (after an IdP-initiated response was accepted). */
    async startForCompany(organizationId: string, interactionUid: string): Promise<string | undefined> {
      const config = await repo.config(organizationId);
      return config?.enabled ? start(config, interactionUid) : undefined;
    },

    /** Checks a response posted to the company's ACS and decides who it signs in, or why not. */
    async consume(
      organizationId: string,
      body: { SAMLResponse?: unknown },
      ip: string,
    ): Promise<SamlSignInOutcome> {
      const config = await repo.config(organizationId);
      if (!config?.enabled) return refused(403, 'saml.notEnabled');
      const screened = screenSamlResponse(body.SAMLResponse);
      if (!screened.ok) return { ok: false, status: screened.status, message: screened.message };

      let request: { interactionUid: string } | undefined;
      const cache: CacheProvider = {
        saveAsync: async () => null,
        // node-saml reads the value as the request's creation time and checks its age itself.
        getAsync: async (key) => {
          const row = await repo.findRequest(organizationId, key);
          request = row;
          return row ? new Date(row.expiresAt.getTime() - REQUEST_TTL_MS).toISOString() : null;
        },
        removeAsync: async (key) => {
          if (key) await repo.deleteRequest(key);
          return null;
        },
      };
      const { saml, endpoints } = await samlFor(config, await deps.spKey(), cache);
      let profile: Profile;
      try {
        const result = await saml.validatePostResponseAsync({ SAMLResponse: screened.base64 });
        if (!result.profile) throw new Error('no assertion');
        profile = result.profile;
      } catch (error) {
        const { key, reason } = reasonOf(error);
        return refused(key === 'saml.unsolicited' ? 403 : 401, key, reason ? { reason } : {});
      }

      // What node-saml leaves to its caller, read from the assertion it verified.
      const assertion = (profile.getAssertion?.() as AssertionJs | undefined)?.Assertion;
      const bad = (reason: string) => refused(401, 'saml.responseRefused', { reason });
      if (profile.issuer !== config.entityId)
        return bad('it was issued by another identity provider than the one configured');
      if (screened.destination !== undefined && screened.destination !== endpoints.acsUrl)
        return bad('it was sent to another address (Destination)');
      const confirmations = (assertion?.Subject?.[0]?.SubjectConfirmation ?? []).map(
        (c) => c.SubjectConfirmationData?.[0]?.$ ?? {},
      );
      if (confirmations.length === 0 || confirmations.some((c) => c.Recipient !== endpoints.acsUrl))
        return bad('it was issued for another address (Recipient)');
      const assertionId = assertion?.$?.ID;
      if (!assertionId) return bad('the assertion has no ID');
      const ends = [assertion?.Conditions?.[0]?.$?.NotOnOrAfter, ...confirmations.map((c) => c.NotOnOrAfter)]
        .map((value) => (value ? Date.parse(value) : Number.NaN))
        .filter((value) => Number.isFinite(value));
      const keepUntil = new Date(
        (ends.length ? Math.max(...ends) : Date.now() + SEEN_FALLBACK_MS) + CLOCK_SKEW_MS,
      );
      if (!(await repo.markAssertionSeen(organizationId, assertionId, keepUntil)))
        return refused(401, 'saml.replayed');

      const organizationName = (await repo.organizationName(organizationId)) ?? organizationId;
      const admitted = await admit({ ...config, organizationName }, profile);
      if (!admitted.ok) return admitted;
      if (!('joined' in admitted)) return admitted;
      await deps.audit({
        organizationId,
        userId: admitted.accountId,
        ip,
        action: 'saml.signIn',
        target: admitted.accountId,
        message: admitted.joined
          ? `Signed in through SAML single sign-on (${config.entityId}) and joined the company`
          : `Signed in through SAML single sign-on (${config.entityId})`,
      });
      return {
        ok: true,
        accountId: admitted.accountId,
        organizationId,
        interactionUid: request?.interactionUid,
      };
    },

    purgeExpired: () => repo.deleteExpired(),
  };
}

export type SamlSignInService = ReturnType<typeof samlSignInService>;
