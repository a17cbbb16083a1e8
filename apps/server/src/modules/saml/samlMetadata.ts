import { SAML_METADATA_MAX_BYTES, type SamlNameIdFormat, samlNameIdFormats } from '@portal/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../../platform/httpError.ts';
import { checkXmlBounds, XmlMalformed, XmlRefused } from '../../platform/xml/xmlBounds.ts';

/** What an identity provider's metadata says about it, before its certificates are read. */
export type IdpMetadata = {
  entityId: string;
  ssoUrl: string;
  nameIdFormat?: SamlNameIdFormat;
  /** The base64 bodies of its signing certificates. */
  certificates: string[];
};

type Node = Record<string, unknown>;

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const LISTS = new Set([
  'EntityDescriptor',
  'IDPSSODescriptor',
  'KeyDescriptor',
  'X509Certificate',
  'SingleSignOnService',
  'NameIDFormat',
]);

// Entities are never processed: with the DOCTYPE refused below no entity can be declared, and the five
// predefined ones cannot occur in the values read (URLs, base64, URNs).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

/** Refuses what must never reach a parser: too large, or declaring a DOCTYPE (entity expansion, XXE). */
export function screenMetadata(xml: string): void {
  if (Buffer.byteLength(xml, 'utf8') > SAML_METADATA_MAX_BYTES)
    throw new HttpError(
      'payload_too_large',
      `The metadata is larger than ${SAML_METADATA_MAX_BYTES / 1024} KB; an identity provider's metadata is a few KB.`,
    );
  // Any DOCTYPE is refused outright, before parsing: SAML metadata never needs one, and it is the only way
  // to declare entities (billion laughs, external entities). Nothing is expanded to find this out.
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new HttpError(
      'bad_request',
      'The metadata declares a DOCTYPE or entities, which are refused. Export it from your identity provider again.',
    );
}

const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is Node => typeof v === 'object' && v !== null,
  );
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value
      ? String((value as Node)['#text'] ?? '')
      : '';

function signingCertificates(idp: Node): string[] {
  return nodes(idp.KeyDescriptor)
    .filter((key) => key['@_use'] === undefined || key['@_use'] === 'signing')
    .flatMap((key) => nodes(key.KeyInfo).flatMap((info) => nodes(info.X509Data)))
    .flatMap((data) => (Array.isArray(data.X509Certificate) ? data.X509Certificate : []))
    .map((cert) => textOf(cert).replace(/\s+/g, ''))
    .filter((cert) => cert !== '');
}

function ssoLocation(idp: Node): string {
  const services = nodes(idp.SingleSignOnService);
  const pick =
    services.find((s) => s['@_Binding'] === REDIRECT) ?? services.find((s) => s['@_Binding'] === POST);
  return typeof pick?.['@_Location'] === 'string' ? pick['@_Location'].trim() : '';
}

/**
 * What metadata may hold before fast-xml-parser builds it (docs/product/saml.md SAML-3; nested 30,000 deep,
 * its own nesting limit threw a plain Error, answered 500). An IdP's descriptor with its signature nests
 * about a dozen levels; 256 KB (the size limit) of `<a/>` is about 64,000 elements.
 */
export const METADATA_LIMITS = {
  maxDepth: 32,
  maxElements: 10_000,
  maxAttributes: 32,
  maxTextLength: 64 * 1024,
};

/**
 * Reads an identity provider's SAML 2.0 metadata (an EntityDescriptor, or the first one with an
 * IDPSSODescriptor in an EntitiesDescriptor). Refuses with 400 what is not XML, what passes its bounds
 * (checked first, by a reader whose cost is linear in the document) or lacks what sign-in needs.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  screenMetadata(xml);
  try {
    checkXmlBounds(xml, METADATA_LIMITS, 'metadata document');
  } catch (error) {
    if (error instanceof XmlRefused || error instanceof XmlMalformed)
      throw new HttpError('bad_request', error.message);
    throw error;
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new HttpError(
      'bad_request',
      `The metadata is not valid XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  const doc = parser.parse(xml) as Node;
  const descriptors = [
    ...nodes(doc.EntityDescriptor),
    ...nodes(doc.EntitiesDescriptor).flatMap((all) => nodes(all.EntityDescriptor)),
  ];
  if (descriptors.length === 0)
    throw new HttpError('bad_request', 'The metadata has no EntityDescriptor: it is not SAML 2.0 metadata.');
  const entity = descriptors.find((d) => nodes(d.IDPSSODescriptor).length > 0);
  const idp = entity ? nodes(entity.IDPSSODescriptor)[0] : undefined;
  if (!entity || !idp)
    throw new HttpError(
      'bad_request',
      'The metadata has no IDPSSODescriptor: it does not describe an identity provider.',
    );
  const declared = (Array.isArray(idp.NameIDFormat) ? idp.NameIDFormat : []).map((f) => textOf(f).trim());
  const nameIdFormat = samlNameIdFormats.find((format) => declared.includes(format));
  return {
    entityId: typeof entity['@_entityID'] === 'string' ? entity['@_entityID'].trim() : '',
    ssoUrl: ssoLocation(idp),
    ...(nameIdFormat ? { nameIdFormat } : {}),
    certificates: signingCertificates(idp),
  };
}
