import { XMLBuilder } from 'fast-xml-parser';
import type { SandboxRefusal } from '../sandboxRefusal.ts';
import { SOAP11, SOAP12, type SoapVersion } from './soapEnvelope.ts';

// fast-xml-parser escapes every text and attribute value: no XML is written by concatenation.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

export const soapContentType = (version: SoapVersion) =>
  version === '1.2' ? 'application/soap+xml; charset=utf-8' : 'text/xml; charset=utf-8';

/** A SOAP envelope of `version` around `body` (an object: element name -> content). */
export function envelope(version: SoapVersion, body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    'env:Envelope': { '@_xmlns:env': version === '1.2' ? SOAP12 : SOAP11, 'env:Body': body },
  })}`;
}

const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

export type SoapFault = {
  /**
   * The status the same refusal gets over REST (a SOAP 1.1 fault goes with HTTP 500 whatever it is): below
   * 500 the client's fault (1.1 Client, 1.2 Sender).
   */
  status: number;
  message: string;
  /** The service's namespace, where its WSDL declares the Sandbox_Fault detail; no detail without it. */
  namespace?: string;
  retryAfterSeconds?: number;
  /** A WS-Security fault code (WSS 1.1 SOAP Message Security, 12): the 1.1 faultcode, the 1.2 Subcode. */
  wsSecurity?: 'FailedAuthentication' | 'UnsupportedSecurityToken';
};

/** A SOAP fault: 1.1 faultcode/faultstring/detail, 1.2 Code/Reason/Detail; the detail as the WSDL declares. */
export function fault(version: SoapVersion, what: SoapFault): string {
  const client = what.status < 500;
  const detail = what.namespace
    ? {
        'sb:Sandbox_Fault': {
          '@_xmlns:sb': what.namespace,
          'sb:Status': what.status,
          'sb:Message': what.message,
          ...(what.retryAfterSeconds !== undefined ? { 'sb:Retry_After': what.retryAfterSeconds } : {}),
        },
      }
    : undefined;
  const security = what.wsSecurity ? { '@_xmlns:wsse': WSSE } : {};
  if (version === '1.2')
    return envelope('1.2', {
      'env:Fault': {
        ...security,
        'env:Code': {
          'env:Value': client ? 'env:Sender' : 'env:Receiver',
          ...(what.wsSecurity ? { 'env:Subcode': { 'env:Value': `wsse:${what.wsSecurity}` } } : {}),
        },
        'env:Reason': { 'env:Text': { '@_xml:lang': 'en', '#text': what.message } },
        ...(detail ? { 'env:Detail': detail } : {}),
      },
    });
  return envelope('1.1', {
    'env:Fault': {
      ...security,
      faultcode: what.wsSecurity ? `wsse:${what.wsSecurity}` : client ? 'env:Client' : 'env:Server',
      faultstring: what.message,
      ...(detail ? { detail } : {}),
    },
  });
}

/** A refusal of the sandbox (no credentials, a scope, too many guesses, busy) as a fault. */
export function refusalFault(refusal: SandboxRefusal): SoapFault {
  const retryAfter = refusal.headers['Retry-After'];
  return {
    status: refusal.status,
    message: refusal.message,
    ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
  };
}

export function buildXml(document: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(document)}`;
}
