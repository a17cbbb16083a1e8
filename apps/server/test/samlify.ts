import { createRequire } from 'node:module';

/**
 * samlify, the identity provider the SAML tests run, loaded without its type declarations: they import
 * @xmldom/xmldom's, which pull the DOM library into the whole server program (`/// <reference lib="dom">`)
 * and change Node's fetch types under every other file. These are the few parts the tests use.
 */
type Entity = object;
type ParsedLoginRequest = { extract: { request: { id: string } } };
type IdentityProvider = Entity & {
  parseLoginRequest(
    sp: Entity,
    binding: 'redirect',
    request: { query: Record<string, string>; octetString: string },
  ): Promise<ParsedLoginRequest>;
  createLoginResponse(
    sp: Entity,
    requestInfo: ParsedLoginRequest,
    binding: 'post',
    user: { email: string },
  ): Promise<{ context: string }>;
};
export type Samlify = {
  setSchemaValidator(validator: { validate: (xml: string) => Promise<string> }): void;
  IdentityProvider(settings: {
    entityID: string;
    signingCert: string;
    privateKey: string;
    nameIDFormat: string[];
    singleSignOnService: { Binding: string; Location: string }[];
    wantAuthnRequestsSigned: boolean;
  }): IdentityProvider;
  ServiceProvider(settings: { metadata: string }): Entity;
  Constants: { namespace: { binding: { redirect: string } } };
};

export const samlify: Samlify = createRequire(import.meta.url)('samlify');
