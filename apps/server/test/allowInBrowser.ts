import { expect } from 'vitest';
import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * The browser's part of the API clients' code flow: open the authorization URL as the signed-in user,
 * allow on the consent page if it shows, and return the redirect the flow ends on.
 */
export async function allowInBrowser(who: Session, authorizationUrl: URL, publicUrl: string): Promise<URL> {
  let res = await who.request('GET', `${authorizationUrl.pathname}${authorizationUrl.search}`);
  if (res.statusCode === 200) {
    const action = /action="(\/auth\/v1\/authorize\/[0-9a-f-]{36})"/.exec(res.body)![1]!;
    res = await who.request('POST', action, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(publicUrl).origin },
      payload: 'decision=allow',
    });
  }
  expect(res.statusCode, res.body).toBe(303);
  return new URL(res.headers.location as string);
}
