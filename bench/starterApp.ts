import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import type { RunningServer } from './http.ts';

/**
 * Creates an EXTEND app from the starter (a model 'record', a page 'home') in Acme as the bench server's
 * signed-in user, and answers its id with the headers that act as that user there.
 */
export async function createStarterApp(server: RunningServer, name: string, referenceId: string) {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = {
    cookie: server.cookie,
    'xsrf-token': server.csrfToken ?? '',
    'x-organization-id': demoOrgs.acme.id,
    'content-type': 'application/json',
  };
  const created = await fetch(`${base}/apphub/v1/apps`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, referenceId, type: 'EXTEND', source: 'scratch' }),
  });
  if (!created.ok) throw new Error(`creating the app: ${created.status} ${await created.text()}`);
  const appId: string = (await created.json()).app.id;
  return { base, headers, appId };
}
