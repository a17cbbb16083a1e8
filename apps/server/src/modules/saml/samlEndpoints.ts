import type { SamlEndpoints, SamlNameIdFormat } from '@portal/contracts';

export const DEFAULT_NAME_ID_FORMAT: SamlNameIdFormat =
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * This portal as a SAML service provider for one company, from the configured public origin: each company
 * is its own service provider, so an identity provider trusts one company's sign-in only. The entity ID is
 * the metadata URL, as most identity providers expect.
 */
export function samlEndpoints(
  publicUrl: string,
  organizationId: string,
  nameIdFormat?: SamlNameIdFormat,
): SamlEndpoints {
  const base = `${publicUrl}/auth/v2/organizations/${organizationId}/saml`;
  return {
    entityId: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    metadataUrl: `${base}/metadata`,
    nameIdFormat: nameIdFormat ?? DEFAULT_NAME_ID_FORMAT,
  };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SAML 2.0 metadata document of the service provider (SAML metadata 2.4.4), for the IdP to import. */
export function spMetadataXml(endpoints: SamlEndpoints, signingCertificatePem: string): string {
  const certificate = signingCertificatePem.replace(/-----[^-]+-----|\s+/g, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(endpoints.entityId)}">`,
    '  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    '    <md:KeyDescriptor use="signing">',
    `      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>`,
    '    </md:KeyDescriptor>',
    `    <md:NameIDFormat>${escapeXml(endpoints.nameIdFormat)}</md:NameIDFormat>`,
    `    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(endpoints.acsUrl)}" index="0" isDefault="true"/>`,
    '  </md:SPSSODescriptor>',
    '</md:EntityDescriptor>',
    '',
  ].join('\n');
}
