import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { checkXmlBounds, XmlMalformed, type XmlRefusalReason, XmlRefused } from './xmlBounds.ts';

const limits = { maxDepth: 64, maxElements: 1_000, maxAttributes: 16, maxTextLength: 1_000 };

const reasonOf = (xml: string, bounds = limits): XmlRefusalReason | 'malformed' | null => {
  try {
    checkXmlBounds(xml, bounds, 'test document');
    return null;
  } catch (error) {
    if (error instanceof XmlRefused) return error.reason;
    if (error instanceof XmlMalformed) return 'malformed';
    throw error;
  }
};
const nested = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;

describe('checkXmlBounds', () => {
  it('lets a document within every bound through', () => {
    const envelope = `<?xml version="1.0"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><hr:Get_Workers_Request xmlns:hr="urn:x"><hr:Count>10</hr:Count><![CDATA[x < y]]></hr:Get_Workers_Request></env:Body></env:Envelope>`;
    expect(reasonOf(envelope)).toBeNull();
    expect(reasonOf(nested(64))).toBeNull();
  });

  it('refuses nesting past the depth at the first element too deep, whatever follows it', () => {
    expect(reasonOf(nested(65))).toBe('tooDeep');
    // 35,000 levels; and garbage after the deep part is never reached.
    expect(reasonOf(nested(35_000))).toBe('tooDeep');
    expect(reasonOf(`${'<a>'.repeat(100)}<<<not xml`)).toBe('tooDeep');
  });

  it('refuses too many elements, too many attributes on one element, a text or CDATA too long', () => {
    expect(reasonOf(`<r>${'<e/>'.repeat(999)}</r>`)).toBeNull();
    expect(reasonOf(`<r>${'<e/>'.repeat(1_000)}</r>`)).toBe('tooManyElements');
    const attributes = (n: number) => Array.from({ length: n }, (_, i) => ` a${i}="v"`).join('');
    expect(reasonOf(`<r${attributes(16)}/>`)).toBeNull();
    expect(reasonOf(`<r${attributes(17)}/>`)).toBe('tooManyAttributes');
    expect(reasonOf(`<r><e${attributes(16)}/><e${attributes(16)}/></r>`)).toBeNull();
    expect(reasonOf(`<r>${'x'.repeat(1_000)}</r>`)).toBeNull();
    expect(reasonOf(`<r>${'x'.repeat(1_001)}</r>`)).toBe('textTooLong');
    expect(reasonOf(`<r><![CDATA[${'x'.repeat(1_001)}]]></r>`)).toBe('textTooLong');
  });

  it('refuses a DOCTYPE before its declarations are read, and says what is not XML', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><r>&lol2;</r>`;
    expect(reasonOf(bomb)).toBe('doctype');
    expect(reasonOf('<r><unclosed></r>')).toBe('malformed');
    expect(reasonOf('this is not <xml')).toBe('malformed');
    expect(reasonOf('')).toBe('malformed');
    expect(() => checkXmlBounds(nested(65), limits, 'SOAP message')).toThrow(
      'The SOAP message nests elements more than 64 levels deep: it was refused before being read.',
    );
  });

  it('lets through exactly the documents within the bounds, as the namespace-aware reader counts them', () => {
    type Tree = { name: string; attributes: number; text: string; children: readonly Tree[] };
    const { tree } = fc.letrec<{ tree: Tree }>((t) => ({
      tree: fc.record({
        name: fc.constantFrom('a', 'p:b', 'c'),
        // Each bound is passed by a few elements only, so that every refusal and a pass all come up:
        // in 1,000 runs about 2/3 pass and each of the four refusals comes 6-11 % of the time.
        attributes: fc.oneof(
          { weight: 19, arbitrary: fc.nat({ max: 3 }) },
          { weight: 1, arbitrary: fc.constant(4) },
        ),
        text: fc.oneof(
          { weight: 19, arbitrary: fc.stringMatching(/^[a-z]{0,6}$/) },
          { weight: 1, arbitrary: fc.constant('abcdefg') },
        ),
        children: fc.oneof(
          { maxDepth: 5, depthIdentifier: 'tree' },
          fc.constant([]),
          fc.array(t('tree'), { maxLength: 4 }),
        ),
      }),
    }));
    const write = (node: Tree): string =>
      `<${node.name}${Array.from({ length: node.attributes }, (_, i) => ` x${i}="${i}"`).join('')}>${node.text}${node.children.map(write).join('')}</${node.name}>`;
    const small = { maxDepth: 4, maxElements: 6, maxAttributes: 3, maxTextLength: 6 };
    fc.assert(
      fc.property(tree, (root) => {
        const xml = `<root xmlns:p="urn:p">${write(root)}</root>`;
        // What saxes with namespaces (the SOAP reader's parser) sees: depth, elements, attributes, texts.
        const reader = new SaxesParser({ xmlns: true });
        let depth = 0;
        let deepest = 0;
        let elements = 0;
        let attributes = 0;
        let longestText = 0;
        reader.on('opentag', (tag) => {
          depth++;
          elements++;
          deepest = Math.max(deepest, depth);
          attributes = Math.max(attributes, Object.keys(tag.attributes).length);
        });
        reader.on('closetag', () => {
          depth--;
        });
        reader.on('text', (text) => {
          longestText = Math.max(longestText, text.length);
        });
        reader.write(xml).close();
        const within =
          deepest <= small.maxDepth &&
          elements <= small.maxElements &&
          attributes <= small.maxAttributes &&
          longestText <= small.maxTextLength;
        expect(reasonOf(xml, small) === null).toBe(within);
        // And SAML's parser reads whatever passes (its own nesting limit is never what refuses it).
        if (within) expect(() => new XMLParser({ ignoreAttributes: false }).parse(xml)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
