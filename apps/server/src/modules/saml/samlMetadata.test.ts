import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/httpError.ts';
import { parseIdpMetadata } from './samlMetadata.ts';

const idp = (inner: string, entity = 'https://idp.example/e') =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entity}"><md:IDPSSODescriptor>${inner}</md:IDPSSODescriptor></md:EntityDescriptor>`;
const key = (use: string | null, cert: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location: string) =>
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe('parseIdpMetadata', () => {
  it('prefers the Redirect binding, takes signing keys only and a known NameID format', () => {
    const parsed = parseIdpMetadata(
      idp(
        `${key('encryption', 'ENC')}${key('signing', 'SI\n GN')}${key(null, 'BOTH')}` +
          '<md:NameIDFormat>urn:other</md:NameIDFormat>' +
          '<md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>' +
          `${sso('HTTP-POST', 'https://idp.example/post')}${sso('HTTP-Redirect', 'https://idp.example/redirect')}`,
      ),
    );
    expect(parsed).toEqual({
      entityId: 'https://idp.example/e',
      ssoUrl: 'https://idp.example/redirect',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      certificates: ['SIGN', 'BOTH'],
    });
  });

  it('reads the identity provider out of an EntitiesDescriptor and falls back to the POST binding', () => {
    const sp =
      '<md:EntityDescriptor entityID="https://sp.example"><md:SPSSODescriptor/></md:EntityDescriptor>';
    const xml = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${sp}${idp(
      sso('HTTP-POST', 'https://idp.example/post'),
      'https://idp.example/two',
    )}</md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(xml)).toMatchObject({
      entityId: 'https://idp.example/two',
      ssoUrl: 'https://idp.example/post',
      certificates: [],
    });
  });

  it('refuses a DOCTYPE in any case, even one declaring nothing', () => {
    expect(() => parseIdpMetadata(`<!doctype x>${idp('')}`)).toThrow(/DOCTYPE/);
  });

  it('refuses metadata past its bounds with a 400 before building it, and says what is not XML', () => {
    const refusal = (xml: string) => {
      try {
        parseIdpMetadata(xml);
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('accepted');
    };
    const deep = refusal(idp(`${'<x>'.repeat(30_000)}${'</x>'.repeat(30_000)}`));
    expect(deep).toBeInstanceOf(HttpError);
    expect(deep.statusCode).toBe(400);
    expect(deep.message).toBe(
      'The metadata document nests elements more than 32 levels deep: it was refused before being read.',
    );
    expect(
      refusal(idp(`<x${Array.from({ length: 33 }, (_, i) => ` b${i}="v"`).join('')}/>`)).message,
    ).toMatch(/has more than 32 attributes/);
    expect(refusal(idp(`<x>${'A'.repeat(70_000)}</x>`)).message).toMatch(/longer than 65536 characters/);
    expect(refusal('<md:EntityDescriptor><unclosed></md:EntityDescriptor>').statusCode).toBe(400);
    // Within the bounds, a document as deep as a signed descriptor is read as before.
    expect(
      parseIdpMetadata(
        idp(`${'<x>'.repeat(25)}${'</x>'.repeat(25)}${sso('HTTP-POST', 'https://idp.example/p')}`),
      ).ssoUrl,
    ).toBe('https://idp.example/p');
  });

  it('refuses an SP-only document as not describing an identity provider', () => {
    expect(() =>
      parseIdpMetadata('<EntityDescriptor entityID="x"><SPSSODescriptor/></EntityDescriptor>'),
    ).toThrow(/IDPSSODescriptor/);
  });
});
