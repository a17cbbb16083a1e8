import type { Db } from '../db/client.ts';
import { samlRepository } from '../modules/saml/saml.repository.ts';
import { readCertificate } from '../modules/saml/samlCertificate.ts';

/**
 * The demo identity provider's signing certificate: self-signed, valid until 2126. node:crypto cannot make
 * a certificate, so it was generated ONCE with
 *   openssl req -x509 -newkey rsa:2048 -nodes -days 36500 -subj "/CN=idp.demo.example/O=Demo Identity Provider"
 * and only its public part is kept here (its key was thrown away: nothing can sign as this IdP).
 */
export const demoIdpCertificate = `
-----BEGIN CERTIFICATE-----
MIIDWzCCAkOgAwIBAgIUBr/soKgtLHrbE1tLswFv7OZASAIwDQYJKoZIhvcNAQEL
BQAwPDEZMBcGA1UEAwwQaWRwLmRlbW8uZXhhbXBsZTEfMB0GA1UECgwWRGVtbyBJ
ZGVudGl0eSBQcm92aWRlcjAgFw0yNjExMjYyMTIzMjNaGA8yMTI2MTEwMjIxMjMy
M1owPDEZMBcGA1UEAwwQaWRwLmRlbW8uZXhhbXBsZTEfMB0GA1UECgwWRGVtbyBJ
ZGVudGl0eSBQcm92aWRlcjCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEB
ALDHiw9QCu/WgMSQOJQ3Xq4RI5ANNhx3rSqI5+owXDUnLvIjuZ9VDhoIVtg7twh7
7qeGl3kdyevhhOdkPsEi8PjeB5lpIjj1XmYAJ7yPELdwTrL3ZzrKzchgwecPSYMV
Lutuz0jc1DLbKlXuj0SY38LzZu00y9JAoivF9TyVsTi8EHf+PzoqZhpbhUyZYdJf
q0ax8Ye1Qq4XZ3DBlFduqJbZTR5L533kwYG7AGCGAAQeMrmcgmeHHB5Zcp79mSED
9/RFu00fM0AT7Vdl0BcWyutIQUmSeMUKaUrQh6RKQH74S83Yyl5wjbdD/bKfqX+T
wnjSTC0Tt69ZnCc8hCIiWM8CAwEAAaNTMFEwHQYDVR0OBBYEFBFYcqowSct3PdEm
27oToxRZRt/iMB8GA1UdIwQYMBaAFBFYcqowSct3PdEm27oToxRZRt/iMA8GA1Ud
EwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAD4Y2nb5b82Gj1S2cLb5lKpb
QSbNbVAszgAu/HczFxxsKcWV1eM0pTQfBHRwNVHAj5q+7n8U6gdVcQ3OO1xexWrq
WoKLYFtWc991251PKv63fM4a+kPyVOzBwx5mHJTFlVNKu9XN0QmmfPDTsRireWlq
Hv5CHLfNdhoEWayFSs6PxKY9jBVfdcIxaT7hzSvRz4HVIgHDAmLJrcWIMFTWgFfM
ktjQm3Rhg4YUHz2anmlUh13lrDExQMejDiPYRVfd0tUff2UxTEjATb+fbAc3VSG3
Kw9NekpOsfpkEyIo7V1xDszqmFu3DPOPruG38TsjvXXvTbcJ8glv+BXBMw6nXcc=
-----END CERTIFICATE-----
`.trim();

/**
 * The demo world's SAML (issue 12 item 12): Acme, which holds extendsaml, has its identity provider set up
 * and single sign-on switched on.
 */
export async function seedSamlDemo(db: Db, acme: { id: string }, now: Date): Promise<void> {
  const repo = samlRepository(db);
  await repo.save(acme.id, {
    entityId: 'https://idp.acme.example/saml/metadata',
    ssoUrl: 'https://idp.acme.example/saml/sso',
    nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    certificates: [readCertificate(demoIdpCertificate, now)],
    updatedBy: null,
  });
  await repo.setEnabled(acme.id, true, null, async () => {});
}
