import type { Db } from '../db/client.ts';
import { samlSeeding } from '../modules/saml/saml.port.ts';

/**
 * The demo identity provider's signing certificate: self-signed, valid from 2000 to 2125. node:crypto
 * cannot make a certificate, so it was generated ONCE with
 *   faketime -f '@2000-01-01 00:00:00' openssl req -x509 -newkey rsa:2048 -nodes -days 46000 \
 *     -subj "/CN=idp.demo.example/O=Demo Identity Provider" -keyout /dev/null
 * and only its public part is kept here (its key was thrown away: nothing can sign as this IdP). Its start
 * is far in the past: the first one was valid from the day it was made (2026-11-26), so the
 * seed refused it on a machine whose clock was earlier, and a test run with the clock set back failed.
 */
export const demoIdpCertificate = `
-----BEGIN CERTIFICATE-----
MIIDWzCCAkOgAwIBAgIUFfOtl1ao4i8rdvNwaqBtLqmnICEwDQYJKoZIhvcNAQEL
BQAwPDEZMBcGA1UEAwwQaWRwLmRlbW8uZXhhbXBsZTEfMB0GA1UECgwWRGVtbyBJ
ZGVudGl0eSBQcm92aWRlcjAgFw0wMDAxMDEwMDAwMDVaGA8yMTI1MTIxMTAwMDAw
NVowPDEZMBcGA1UEAwwQaWRwLmRlbW8uZXhhbXBsZTEfMB0GA1UECgwWRGVtbyBJ
ZGVudGl0eSBQcm92aWRlcjCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEB
ALzDSn4F4XQdKBMX96E2D+fMqRQdZZg++vJ/0muKqluQ9To6bLgIPPT45bx+IPNr
bTnzMyLlsz5vVSzbD5R7Ao9bVrUZst3o5dnqW3SmmwNn5IF6aJieBJ5MPOc42fHv
/aQh6LlOLcrrc+/2iaP4nzYbxlWe3Sjo7pwElE4QmNDS5it+adVw4nvCMXKa3b0k
q+kH/i9x5TZRi5oUrxFFacL+R8ZWgzxHRDTzvBKtP5iXumHmliFEt6+fbnKIpt/6
cmwXfLXF2HXvHlq/6++9TiZRh7o1UJfMMMWpxDKzSHOFJlWdmz5vY2zY4zeucJcp
AtsrJ6Rt6oyLAPnch6BHiTUCAwEAAaNTMFEwHQYDVR0OBBYEFK/DCZmdQVJGjVkG
H5xi6rgdht/eMB8GA1UdIwQYMBaAFK/DCZmdQVJGjVkGH5xi6rgdht/eMA8GA1Ud
EwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAH9i5EB5KLVi5EesSqGOGDk0
7+00Qfao83ZgLzqNcDFk8eJks8Yc1kdmzGtWS4izg/5grKrfDq/YhLBtNmlZTJFX
DNNxOebdTiZR5xbNcu5R9yJtscKtkpSeNye3dXxO06Gd/IYFgY1qtOUqc3sfKY4a
0G6y7Mra2JXpjNuMUH0qz7b8onDS6JavTtTKr/ZCmXVTpaAVruKh7ySsBEkq2GZj
VO39xbcs6Hzd5qhyhKZfkofxB4nQW4gaspkQrisLJ3NtOvKOHr00wumuw6Jiz1VG
Xdcs+YwH5ONJktQqlcxZlAGnzaUYXnThJ97PREd+iWW/FOhum+aqUuNRKTczXQ4=
-----END CERTIFICATE-----
`.trim();

/**
 * The demo world's SAML: Acme, which holds extendsaml, has its identity provider set up
 * and single sign-on switched on.
 */
export async function seedSamlDemo(db: Db, acme: { id: string }, now: Date): Promise<void> {
  await samlSeeding(db).configureAndEnable(
    acme.id,
    {
      entityId: 'https://idp.acme.example/saml/metadata',
      ssoUrl: 'https://idp.acme.example/saml/sso',
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      certificatePem: demoIdpCertificate,
    },
    now,
  );
}
