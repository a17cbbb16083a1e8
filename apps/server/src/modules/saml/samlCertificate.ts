import { X509Certificate } from 'node:crypto';
import type { SamlCertificate } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';

const PEM = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/** The PEM form of a certificate given as PEM or as the bare base64 of metadata's X509Certificate. */
function toPem(input: string): string {
  const body = (PEM.exec(input)?.[1] ?? input).replace(/\s+/g, '');
  if (body === '' || !BASE64.test(body)) throw new HttpError('bad_request', notParsed());
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

const notParsed = (detail?: string) =>
  `The signing certificate could not be read as an X.509 certificate${detail ? ` (${detail})` : ''}.`;

/**
 * Reads one signing certificate of the identity provider with node:crypto and refuses one that does not
 * parse, has expired or is not valid yet: a company must not switch on sign-in that no response could
 * pass. Only the public certificate is kept; it carries no private material.
 */
export function readCertificate(input: string, now: Date): SamlCertificate {
  const pem = toPem(input);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch (error) {
    throw new HttpError('bad_request', notParsed((error as Error).message));
  }
  const validFrom = new Date(cert.validFromDate ?? cert.validFrom);
  const validTo = new Date(cert.validToDate ?? cert.validTo);
  if (validTo.getTime() <= now.getTime())
    throw new HttpError(
      'bad_request',
      `The signing certificate expired on ${validTo.toISOString()}. Ask your identity provider for a current one.`,
    );
  if (validFrom.getTime() > now.getTime())
    throw new HttpError(
      'bad_request',
      `The signing certificate is not valid before ${validFrom.toISOString()}.`,
    );
  return {
    pem,
    subject: cert.subject.replace(/\n/g, ', '),
    issuer: cert.issuer.replace(/\n/g, ', '),
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    fingerprint256: cert.fingerprint256,
  };
}
