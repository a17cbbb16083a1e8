/**
 * The client's id and secret from HTTP Basic (client_secret_basic, RFC 6749 2.3.1: both form-encoded
 * before base64) or from the body (client_secret_post); null when neither is complete. Both at once is
 * refused by RFC 6749 2.3, so Basic wins only when the body has no secret.
 */
export function clientCredentialsOf(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): { id: string; secret: string } | null {
  if (authorization?.startsWith('Basic ') && body.client_secret === undefined) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      const id = decodeURIComponent(decoded.slice(0, colon).replaceAll('+', ' '));
      const secret = decodeURIComponent(decoded.slice(colon + 1).replaceAll('+', ' '));
      return id && secret ? { id, secret } : null;
    } catch {
      return null;
    }
  }
  if (body.client_id && body.client_secret) return { id: body.client_id, secret: body.client_secret };
  return null;
}
