import { z } from 'zod';

/** The NameID formats a company's identity provider may send (SAML 2.0 core 8.3). */
export const samlNameIdFormats = [
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
] as const;
export const samlNameIdFormatSchema = z.enum(samlNameIdFormats);
export type SamlNameIdFormat = z.infer<typeof samlNameIdFormatSchema>;

/** The largest metadata document or certificate the server reads: refused before parsing above it. */
export const SAML_METADATA_MAX_BYTES = 256 * 1024;
/** A certificate expiring within this many days is shown with a warning. */
export const SAML_CERTIFICATE_WARNING_DAYS = 30;

/** What the server read from one signing certificate of the identity provider (no private material). */
export const samlCertificateSchema = z.object({
  pem: z.string(),
  subject: z.string(),
  issuer: z.string(),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  fingerprint256: z.string(),
});
export type SamlCertificate = z.infer<typeof samlCertificateSchema>;

/** A company's SAML configuration: GET/PUT /auth/v2/organizations/{org}/saml. */
export const samlConfigSchema = z.object({
  configured: z.literal(true),
  entityId: z.string(),
  ssoUrl: z.string(),
  nameIdFormat: samlNameIdFormatSchema,
  certificates: z.array(samlCertificateSchema).min(1),
  enabled: z.boolean(),
  /** The e-mail domains whose users the sign-in page sends to this identity provider. */
  domains: z.array(z.string()),
  /** Whether a first sign-in through the identity provider makes a non-member a member. */
  jitMembership: z.boolean(),
  /** Whether a response the portal did not ask for (IdP-initiated) is accepted. */
  idpInitiated: z.boolean(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type SamlConfig = z.infer<typeof samlConfigSchema>;

/** A company without a configuration yet. */
export const samlNotConfiguredSchema = z.object({ configured: z.literal(false), enabled: z.literal(false) });
export const samlConfigResponseSchema = z.discriminatedUnion('configured', [
  samlConfigSchema,
  samlNotConfiguredSchema,
]);
export type SamlConfigResponse = z.infer<typeof samlConfigResponseSchema>;

// Lengths only here: the service names the missing field and checks URLs and certificates itself, so every
// refusal carries one clear message rather than zod's list.
const text = (max: number) => z.string().max(max);

/**
 * PUT /saml: the identity provider's metadata XML (from a file or pasted), the URL the server fetches it
 * from, or the fields. The metadata is capped by SAML_METADATA_MAX_BYTES in the service (413).
 */
export const samlConfigWriteSchema = z.union([
  z.object({ metadataXml: z.string() }).strict(),
  // Fetched by the server: https only, public addresses only, 5 s, SAML_METADATA_MAX_BYTES.
  z.object({ metadataUrl: text(2048) }).strict(),
  z
    .object({
      entityId: text(1024),
      ssoUrl: text(2048),
      nameIdFormat: samlNameIdFormatSchema.optional(),
      certificates: z.array(text(64 * 1024)).max(4),
    })
    .strict(),
]);
export type SamlConfigWrite = z.infer<typeof samlConfigWriteSchema>;

/** This portal as a service provider, for the identity provider's administrator to copy. */
export const samlEndpointsSchema = z.object({
  entityId: z.string(),
  acsUrl: z.string(),
  metadataUrl: z.string(),
  nameIdFormat: samlNameIdFormatSchema,
});
export type SamlEndpoints = z.infer<typeof samlEndpointsSchema>;

/** The most domains one company routes to its identity provider. */
export const SAML_MAX_DOMAINS = 20;

/** PUT /samlSignIn: how sign-in through the identity provider works for the company. */
export const samlSignInSettingsSchema = z.object({
  domains: z.array(z.string().max(253)).max(SAML_MAX_DOMAINS),
  jitMembership: z.boolean(),
  idpInitiated: z.boolean(),
});
export type SamlSignInSettings = z.infer<typeof samlSignInSettingsSchema>;

export const samlEnablementSchema = z.object({ enabled: z.boolean() });
export type SamlEnablement = z.infer<typeof samlEnablementSchema>;

/** Days from `now` to a certificate's expiry, rounded down (negative once expired). */
export function samlCertificateDaysLeft(validTo: string, now: Date): number {
  return Math.floor((Date.parse(validTo) - now.getTime()) / 86_400_000);
}
