const WSDL = 'http://schemas.xmlsoap.org/wsdl/';
const XSD = 'http://www.w3.org/2001/XMLSchema';
export const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';

export type SoapVersion = '1.1' | '1.2';
/** A request element's content: fields, and groups of fields (a complex element). */
export type SoapField = { name: string; required: boolean; children: SoapField[] };
export type SoapOperation = { name: string; soapAction: string; fields: SoapField[] };
export type SoapService = {
  name: string;
  namespace: string;
  documentation: string;
  operations: SoapOperation[];
};

// By local name: WSDL's and XSD's element names do not clash, and not every DOM (happy-dom in the unit
// tests) resolves namespaces. The namespace argument documents which vocabulary is meant.
const localOf = (element: Element) => element.tagName.split(':').pop()!;
const elements = (parent: Element, _ns: string, local: string) =>
  Array.from(parent.getElementsByTagName('*')).filter((element) => localOf(element) === local);
const directChildren = (parent: Element, _ns: string, local: string) =>
  Array.from(parent.children).filter((child) => localOf(child) === local);

function fieldsOf(complexType: Element | undefined): SoapField[] {
  if (!complexType) return [];
  const sequence = directChildren(complexType, XSD, 'sequence')[0];
  if (!sequence) return [];
  return directChildren(sequence, XSD, 'element').map((element) => ({
    name: element.getAttribute('name') ?? '',
    required: element.getAttribute('minOccurs') !== '0',
    children: fieldsOf(directChildren(element, XSD, 'complexType')[0]),
  }));
}

const portTypeOf = (root: Element) => elements(root, WSDL, 'portType')[0];

/** The operations of a WSDL 1.1 document/literal service, with each request element's fields. */
export function parseWsdl(xml: string): SoapService {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  if (root.namespaceURI !== WSDL || root.localName !== 'definitions')
    throw new Error('not a WSDL 1.1 document');
  const namespace = root.getAttribute('targetNamespace') ?? '';
  const requestTypes = new Map(
    elements(root, XSD, 'element')
      .filter((element) => element.getAttribute('name')?.endsWith('_Request'))
      .map((element) => [element.getAttribute('name')!, directChildren(element, XSD, 'complexType')[0]]),
  );
  // The SOAP 1.1 binding's soapAction of each operation (the first binding that names one).
  const actions = new Map<string, string>();
  for (const element of Array.from(root.getElementsByTagName('*')).filter((e) =>
    e.hasAttribute('soapAction'),
  )) {
    const name = element.parentElement?.getAttribute('name') ?? '';
    if (!actions.has(name)) actions.set(name, element.getAttribute('soapAction') ?? '');
  }
  const portType = portTypeOf(root);
  const operations = portType
    ? directChildren(portType, WSDL, 'operation').map((op) => {
        const name = op.getAttribute('name') ?? '';
        return {
          name,
          soapAction: actions.get(name) ?? '',
          fields: fieldsOf(requestTypes.get(`${name}_Request`)),
        };
      })
    : [];
  return {
    name: root.getAttribute('name') ?? '',
    namespace,
    documentation: directChildren(root, WSDL, 'documentation')[0]?.textContent ?? '',
    operations,
  };
}

const indent = (depth: number) => '  '.repeat(depth);

function fieldLines(fields: SoapField[], depth: number, commented = false): string[] {
  return fields.flatMap((field) => {
    const hide = !field.required && !commented;
    const inner = field.children.length
      ? [
          `${indent(depth)}<sb:${field.name}>`,
          ...fieldLines(field.children, depth + 1, commented || hide),
          `${indent(depth)}</sb:${field.name}>`,
        ]
      : [`${indent(depth)}<sb:${field.name}>?</sb:${field.name}>`];
    // Optional fields start commented out (an empty value would be sent as a value); comments do not nest.
    return hide ? [`${indent(depth)}<!-- optional:`, ...inner, `${indent(depth)}-->`] : inner;
  });
}

/** A request envelope for the operation: required fields with `?` to replace, optional ones commented. */
export function requestEnvelope(
  service: SoapService,
  operation: SoapOperation,
  version: SoapVersion,
): string {
  const soap = version === '1.2' ? SOAP12 : SOAP11;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<env:Envelope xmlns:env="${soap}" xmlns:sb="${service.namespace}">`,
    '  <env:Header/>',
    '  <env:Body>',
    `    <sb:${operation.name}_Request>`,
    ...fieldLines(operation.fields, 3),
    `    </sb:${operation.name}_Request>`,
    '  </env:Body>',
    '</env:Envelope>',
    '',
  ].join('\n');
}

/** The fault's message of a SOAP 1.1 (faultstring) or 1.2 (Reason/Text) answer, or null. */
export function faultOf(xml: string): string | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const body = elements(doc.documentElement, SOAP11, 'Body')[0];
  const fault = body ? directChildren(body, SOAP11, 'Fault')[0] : undefined;
  if (!fault) return null;
  const text =
    elements(fault, '', 'faultstring')[0]?.textContent ?? elements(fault, SOAP12, 'Text')[0]?.textContent;
  return text?.trim() || 'SOAP fault';
}

/** The answer indented for reading; what does not parse is shown as it came. */
export function formatXml(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return xml;
  const lines: string[] = [];
  const walk = (node: Element, depth: number) => {
    const attributes = Array.from(node.attributes)
      .map((attribute) => ` ${attribute.name}="${attribute.value.replaceAll('"', '&quot;')}"`)
      .join('');
    const children = Array.from(node.children);
    const text = children.length === 0 ? (node.textContent ?? '') : '';
    const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    if (children.length === 0)
      lines.push(
        text === ''
          ? `${indent(depth)}<${node.tagName}${attributes}/>`
          : `${indent(depth)}<${node.tagName}${attributes}>${escaped}</${node.tagName}>`,
      );
    else {
      lines.push(`${indent(depth)}<${node.tagName}${attributes}>`);
      for (const child of children) walk(child, depth + 1);
      lines.push(`${indent(depth)}</${node.tagName}>`);
    }
  };
  walk(doc.documentElement, 0);
  return lines.join('\n');
}
