import { XMLBuilder } from 'fast-xml-parser';
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

/** A SOAP fault: 1.1 faultcode/faultstring, 1.2 Code/Reason. */
export function fault(version: SoapVersion, client: boolean, message: string): string {
  if (version === '1.2')
    return envelope('1.2', {
      'env:Fault': {
        'env:Code': { 'env:Value': client ? 'env:Sender' : 'env:Receiver' },
        'env:Reason': { 'env:Text': { '@_xml:lang': 'en', '#text': message } },
      },
    });
  return envelope('1.1', {
    'env:Fault': { faultcode: client ? 'env:Client' : 'env:Server', faultstring: message },
  });
}

export function buildXml(document: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(document)}`;
}
