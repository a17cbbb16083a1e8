import { XMLParser } from 'fast-xml-parser';

// Entities are never expanded (`processEntities: false`) and a DOCTYPE, where entities would be
// declared, is refused before parsing: no billion laughs, no external entity. Values stay text.
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
});

/**
 * An XML answer (a SOAP envelope) as JSON the expressions can read: namespace prefixes dropped, text
 * values as strings, and for a SOAP envelope its Body's content. Null when it is not XML we read.
 */
export function xmlToJson(xml: string): unknown {
  if (/<!DOCTYPE/i.test(xml)) return null;
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch {
    return null;
  }
  const envelope = doc.Envelope as Record<string, unknown> | undefined;
  return envelope && typeof envelope === 'object' && 'Body' in envelope ? envelope.Body : doc;
}

/** The message of a SOAP fault in a parsed Body (1.1 faultstring, 1.2 Reason/Text), or null. */
export function soapFaultMessage(body: unknown): string | null {
  const fault = (body as { Fault?: Record<string, unknown> } | null)?.Fault;
  if (!fault || typeof fault !== 'object') return null;
  const reason = fault.Reason as { Text?: unknown } | undefined;
  const text = fault.faultstring ?? reason?.Text;
  return typeof text === 'string' ? text : JSON.stringify(text ?? fault).slice(0, 300);
}
