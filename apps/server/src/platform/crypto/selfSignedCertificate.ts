import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * A self-signed X.509 v3 certificate (RSA, SHA-256) and its private key, both PEM. node:crypto reads
 * certificates but cannot make one, and the one library that does (@peculiar/x509) needs a global
 * reflect-metadata polyfill: the DER of one fixed shape is short enough to write here. Used for the
 * service provider's SAML signing key, whose certificate only carries the public key to the identity
 * provider (nobody checks a chain), and by tests that stand up an identity provider.
 */
export function selfSignedCertificate(commonName: string, validDays: number, now = new Date()) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const sha256WithRsa = seq(oid([1, 2, 840, 113549, 1, 1, 11]), Buffer.from([0x05, 0x00]));
  const name = seq(set(seq(oid([2, 5, 4, 3]), tlv(0x0c, Buffer.from(commonName, 'utf8')))));
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f; // positive INTEGER
  const notAfter = new Date(now.getTime() + validDays * 86_400_000);
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version v3
    tlv(0x02, serial),
    sha256WithRsa,
    name,
    seq(time(new Date(now.getTime() - 60_000)), time(notAfter)),
    name,
    spki,
  );
  const signature = createSign('sha256').update(tbs).sign(privateKey);
  const der = seq(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  return {
    certificatePem: pem('CERTIFICATE', der),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

function tlv(tag: number, value: Buffer): Buffer {
  const n = value.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : n < 0x10000
          ? Buffer.from([0x82, n >> 8, n & 0xff])
          : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, value]);
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));

function oid(arcs: number[]): Buffer {
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
    : tlv(0x18, Buffer.from(`${iso}Z`, 'ascii'));
}

const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END ${label}-----\n`;
