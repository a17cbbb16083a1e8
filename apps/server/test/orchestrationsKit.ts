import { expect } from 'vitest';
import { writeZipBuffer } from '../src/platform/zip/writeZip.ts';
import { multipartBody, waitForBuild } from './appsTestKit.ts';
import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * An INTEGRATION app source with the given orchestrations (component id → orchestration JSON), and the
 * scripts they call (component id → source, at scripts/<id>.js).
 */
export async function integrationWithOrchestrations(
  referenceId: string,
  flows: Record<string, unknown>,
  scripts: Record<string, string> = {},
): Promise<Buffer> {
  const integration = {
    source: { system: 'workday', resource: 'workers', format: 'json' },
    target: { system: 'rest', resource: '/v1/people', format: 'json' },
    mapping: [{ from: 'worker.id', to: 'id' }],
    schedule: '0 2 * * *',
    onError: 'skip',
  };
  const manifest = {
    referenceId,
    name: referenceId,
    type: 'INTEGRATION',
    version: '1.0.0',
    description: 'Orchestrations under test.',
    components: [
      { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
      ...Object.keys(flows).map((id) => ({ id, kind: 'orchestration', path: `orchestrations/${id}.json` })),
      ...Object.keys(scripts).map((id) => ({ id, kind: 'script', path: `scripts/${id}.js` })),
    ],
  };
  return writeZipBuffer([
    { name: 'manifest.json', data: json(manifest) },
    { name: 'integrations/sync.json', data: json(integration) },
    ...Object.entries(flows).map(([id, flow]) => ({ name: `orchestrations/${id}.json`, data: json(flow) })),
    ...Object.entries(scripts).map(([id, source]) => ({
      name: `scripts/${id}.js`,
      data: Buffer.from(source),
    })),
  ]);
}

/** Uploads an INTEGRATION app with the source zip as the console does, waits for its build and deploys it. */
export async function deployIntegration(
  session: Session,
  organizationId: string,
  app: { name: string; referenceId: string; zip: Buffer; tenant: string },
): Promise<string> {
  const headers = { 'x-organization-id': organizationId };
  const body = multipartBody(
    { name: app.name, referenceId: app.referenceId, type: 'INTEGRATION' },
    { name: `${app.referenceId}.zip`, data: app.zip },
  );
  const res = await session.request('POST', '/apphub/v1/apps/upload', {
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const build = await waitForBuild(session, organizationId, res.json().build.id, 60_000);
  expect(build.status, JSON.stringify(build)).toBe('SUCCEEDED');
  const deployed = await session.request('POST', '/aos/v1/deploy', {
    headers,
    payload: { versionId: res.json().version.id, tenant: app.tenant, environment: 'Development' },
  });
  expect(deployed.statusCode, deployed.body).toBe(201);
  return res.json().app.id;
}
