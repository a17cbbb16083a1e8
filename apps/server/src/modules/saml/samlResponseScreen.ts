import { formatMessage } from '@portal/contracts';
import { SaxesParser } from 'saxes';
import { checkXmlBounds, XmlMalformed, XmlRefused } from '../../platform/xml/xmlBounds.ts';

/** A response with one signed assertion is a few KB; this leaves room for long attribute lists. */
export const SAML_RESPONSE_MAX_BYTES = 128 * 1024;
const RESPONSE_LIMITS = { maxDepth: 24, maxElements: 2000, maxAttributes: 24, maxTextLength: 32 * 1024 };

export type ScreenedResponse =
  | { ok: true; base64: string; destination: string | undefined }
  | { ok: false; status: 400 | 413; message: string };

const refused = (status: 400 | 413, reason: string): ScreenedResponse => ({
  ok: false,
  status,
  message: formatMessage('saml.responseRefused', { reason }),
});

/** The root element's Destination, read without building anything (the bounds are checked already). */
function destinationOf(xml: string): string | undefined {
  const parser = new SaxesParser();
  let destination: string | undefined;
  const done = new Error('root read');
  parser.on('opentag', (tag) => {
    const value = tag.attributes.Destination;
    destination = typeof value === 'string' ? value : undefined;
    throw done;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error !== done) throw error;
  }
  return destination;
}

/**
 * What an ACS must do before a SAML library reads a posted response (bounded-untrusted-documents.md):
 * its size, no DOCTYPE or entity declaration (the only way to expand entities or reach external ones),
 * and the shared XML bounds, each refused with a message before any DOM is built.
 */
export function screenSamlResponse(value: unknown): ScreenedResponse {
  if (typeof value !== 'string' || value.trim() === '')
    return { ok: false, status: 400, message: formatMessage('saml.responseMissing') };
  const base64 = value.replace(/\s+/g, '');
  const tooLarge = {
    ok: false,
    status: 413,
    message: formatMessage('saml.responseTooLarge', { max: SAML_RESPONSE_MAX_BYTES / 1024 }),
  } as const;
  if (base64.length > Math.ceil(SAML_RESPONSE_MAX_BYTES / 3) * 4) return tooLarge;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return refused(400, 'it is not base64');
  const xml = Buffer.from(base64, 'base64').toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return refused(400, 'it declares a DOCTYPE, which is not allowed');
  try {
    checkXmlBounds(xml, RESPONSE_LIMITS, 'SAML response');
  } catch (error) {
    if (error instanceof XmlRefused || error instanceof XmlMalformed) return refused(400, error.message);
    throw error;
  }
  return { ok: true, base64, destination: destinationOf(xml) };
}
