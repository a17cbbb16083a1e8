import { SaxesParser } from 'saxes';

export const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

export type SoapVersion = '1.1' | '1.2';

/** An element of the request with its namespace resolved, its text and its children. */
export type XmlElement = { uri: string; local: string; text: string; children: XmlElement[] };

/** A request the service refuses as the client's fault (SOAP 1.1 Client, 1.2 Sender). */
export class SoapClientFault extends Error {}

export type SoapRequest = {
  version: SoapVersion;
  /** The Body's one child: the operation's request element. */
  operation: XmlElement;
  /** WS-Security UsernameToken, when the Header carries one. */
  usernameToken: { username: string; password: string } | null;
};

export const child = (element: XmlElement | undefined, local: string) =>
  element?.children.find((c) => c.local === local);
export const textOf = (element: XmlElement | undefined, local: string) => child(element, local)?.text.trim();

/**
 * Reads a SOAP 1.1 or 1.2 envelope with a real XML parser: namespaces resolved, and a DOCTYPE refused
 * before anything of it is read, so no entity is ever declared, let alone expanded (issue 13 bad input).
 */
export function parseEnvelope(xml: string): SoapRequest {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('doctype', () => {
    throw new SoapClientFault('A DOCTYPE is not allowed in a SOAP message.');
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { uri: tag.uri, local: tag.local, text: '', children: [] };
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length > 0) stack[stack.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof SoapClientFault) throw error;
    throw new SoapClientFault(
      `The message is not well-formed XML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  // Assigned in the parser's callback, which TypeScript does not follow.
  const envelope = root as XmlElement | undefined;
  if (envelope?.local !== 'Envelope' || (envelope.uri !== SOAP11 && envelope.uri !== SOAP12))
    throw new SoapClientFault('The message is not a SOAP 1.1 or 1.2 Envelope.');
  const body = envelope.children.find((c) => c.local === 'Body' && c.uri === envelope.uri);
  const operation = body?.children[0];
  if (!operation) throw new SoapClientFault('The SOAP Body holds no request.');
  const token = child(
    child(
      envelope.children.find((c) => c.local === 'Header'),
      'Security',
    ),
    'UsernameToken',
  );
  const usernameToken =
    token && child(token, 'Username')
      ? { username: textOf(token, 'Username') ?? '', password: textOf(token, 'Password') ?? '' }
      : null;
  if (token && token.uri !== WSSE)
    throw new SoapClientFault('The UsernameToken is not in the WS-Security namespace.');
  return { version: envelope.uri === SOAP12 ? '1.2' : '1.1', operation, usernameToken };
}
