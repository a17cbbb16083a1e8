import { SaxesParser } from 'saxes';
import { checkXmlBounds, XmlMalformed, XmlRefused } from '../../../platform/xml/xmlBounds.ts';

export const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const USERNAME_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0';

export type SoapVersion = '1.1' | '1.2';

/** An element of the request with its namespace resolved, its text and its children. */
export type XmlElement = {
  uri: string;
  local: string;
  text: string;
  children: XmlElement[];
  /** By local name. */
  attributes: Record<string, string>;
};

/**
 * A request the service refuses as the client's fault (SOAP 1.1 Client, 1.2 Sender). `unread`: refused by
 * its bounds or its DOCTYPE before anything of it was built (answered 400 in either version).
 */
export class SoapClientFault extends Error {
  readonly unread: boolean;
  /** A WS-Security refusal (401 with the WSS fault code), not a bad request. */
  readonly wsSecurity: 'UnsupportedSecurityToken' | undefined;
  constructor(message: string, options: { unread?: boolean; wsSecurity?: 'UnsupportedSecurityToken' } = {}) {
    super(message);
    this.unread = options.unread ?? false;
    this.wsSecurity = options.wsSecurity;
  }
}

/**
 * What an envelope may hold (docs/product/sandbox.md SANDBOX-7). The operations' requests nest a few levels
 * under the Body and hold tens of elements; 256 KB (the body limit) of `<a/>` is about 64,000 elements.
 */
export const SOAP_LIMITS = { maxDepth: 32, maxElements: 10_000, maxAttributes: 32, maxTextLength: 64 * 1024 };

type PasswordType = 'PasswordText' | 'PasswordDigest' | 'other';

export type SoapRequest = {
  version: SoapVersion;
  /** The Body's one child: the operation's request element. */
  operation: XmlElement;
  /**
   * WS-Security UsernameToken, when the Header carries one. `passwordType`: the Password's Type, which
   * the UsernameToken profile (1.1, 3.1) makes PasswordText when absent.
   */
  usernameToken: {
    username: string;
    password: string;
    passwordType: PasswordType;
  } | null;
};

export const child = (element: XmlElement | undefined, local: string) =>
  element?.children.find((c) => c.local === local);
export const textOf = (element: XmlElement | undefined, local: string) => child(element, local)?.text.trim();

/**
 * Reads a SOAP 1.1 or 1.2 envelope with a real XML parser: namespaces resolved, and a DOCTYPE refused before
 * anything of it is read, so no entity is ever declared, let alone expanded. Its bounds are checked first by
 * a reader whose cost is linear in the document (docs/product/sandbox.md SANDBOX-7).
 */
export function parseEnvelope(xml: string): SoapRequest {
  try {
    checkXmlBounds(xml, SOAP_LIMITS, 'SOAP message');
  } catch (error) {
    if (error instanceof XmlRefused) throw new SoapClientFault(error.message, { unread: true });
    if (error instanceof XmlMalformed) throw new SoapClientFault(error.message);
    throw error;
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('doctype', () => {
    throw new SoapClientFault('A DOCTYPE is not allowed in a SOAP message.');
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      text: '',
      children: [],
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
    };
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
  const passwordType = (type = `${USERNAME_TOKEN}#PasswordText`): PasswordType =>
    type === `${USERNAME_TOKEN}#PasswordText`
      ? 'PasswordText'
      : type === `${USERNAME_TOKEN}#PasswordDigest`
        ? 'PasswordDigest'
        : 'other';
  const usernameToken =
    token && child(token, 'Username')
      ? {
          username: textOf(token, 'Username') ?? '',
          password: textOf(token, 'Password') ?? '',
          passwordType: passwordType(child(token, 'Password')?.attributes.Type),
        }
      : null;
  if (token && token.uri !== WSSE)
    throw new SoapClientFault('The UsernameToken is not in the WS-Security namespace.');
  return { version: envelope.uri === SOAP12 ? '1.2' : '1.1', operation, usernameToken };
}
