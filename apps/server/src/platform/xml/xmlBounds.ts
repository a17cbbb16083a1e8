import { formatMessage } from '@portal/contracts';
import { SaxesParser } from 'saxes';

/** What an untrusted XML document may hold before a parser that builds anything of it reads it. */
export type XmlLimits = {
  /** Deepest nesting of elements (the root is 1). */
  maxDepth: number;
  /** Elements in all, self-closing ones included. */
  maxElements: number;
  /** Attributes of one element, namespace declarations included. */
  maxAttributes: number;
  /** Characters of one text or CDATA run. */
  maxTextLength: number;
};

export type XmlRefusalReason =
  | 'doctype'
  | 'tooDeep'
  | 'tooManyElements'
  | 'tooManyAttributes'
  | 'textTooLong';

/** A document refused by its bounds (or its DOCTYPE) before anything of it was built. */
export class XmlRefused extends Error {
  readonly reason: XmlRefusalReason;
  constructor(reason: XmlRefusalReason, document: string, max: number) {
    super(formatMessage(`xml.${reason}`, { document, max }));
    this.reason = reason;
  }
}

/** A document that is not well-formed XML, found out while its bounds were checked. */
export class XmlMalformed extends Error {
  constructor(document: string, detail: string) {
    super(formatMessage('xml.malformed', { document, detail }));
  }
}

/**
 * Reads `xml` once, building nothing, and throws XmlRefused at the first bound it passes (or a DOCTYPE),
 * XmlMalformed at the first error of XML. saxes with `xmlns: true` resolves each
 * element's prefix by walking every open element, so a document nested 35,000 deep took 34-50 s on the
 * event loop. Without namespaces saxes does a constant amount of work per character, and it stops at the
 * first element past `maxDepth`: the cost is linear in the part read, and the namespace-aware reader
 * that runs afterwards only ever sees a document within the bounds. `document` names it in the messages
 * ('SOAP message', 'metadata document').
 */
export function checkXmlBounds(xml: string, limits: XmlLimits, document: string): void {
  const parser = new SaxesParser({ position: true });
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  parser.on('doctype', () => {
    throw new XmlRefused('doctype', document, 0);
  });
  parser.on('opentagstart', () => {
    depth++;
    elements++;
    attributes = 0;
    if (depth > limits.maxDepth) throw new XmlRefused('tooDeep', document, limits.maxDepth);
    if (elements > limits.maxElements) throw new XmlRefused('tooManyElements', document, limits.maxElements);
  });
  parser.on('attribute', () => {
    attributes++;
    if (attributes > limits.maxAttributes)
      throw new XmlRefused('tooManyAttributes', document, limits.maxAttributes);
  });
  parser.on('closetag', () => {
    depth--;
  });
  const text = (value: string) => {
    if (value.length > limits.maxTextLength)
      throw new XmlRefused('textTooLong', document, limits.maxTextLength);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof XmlRefused) throw error;
    throw new XmlMalformed(document, (error as Error).message.split('\n')[0] ?? '');
  }
}
