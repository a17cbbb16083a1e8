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

type Run = { id: string; status: string; steps: { stepId: string; status: string }[] } & Record<
  string,
  unknown
>;

const runsOf = (appId: string, path = '') => `/apphub/v1/apps/${appId}/orchestration-runs${path}`;

/** A run of the app as its company reads it. */
export async function readRun(
  session: Session,
  organizationId: string,
  appId: string,
  id: string,
): Promise<Run> {
  const res = await session.request('GET', runsOf(appId, `/${id}`), {
    headers: { 'x-organization-id': organizationId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The run once it has ended (succeeded, failed or cancelled), read every 100 ms; the deadline guards a hang. */
export async function finishedRun(
  session: Session,
  organizationId: string,
  appId: string,
  id: string,
  timeoutMs = 45_000,
): Promise<Run> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const run = await readRun(session, organizationId, appId, id);
    if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status)) return run;
    if (Date.now() > stop) throw new Error(`run ${id} still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An INTEGRATION app with these orchestrations and scripts, uploaded, built and deployed to `tenant` as
 * the console does, with calls to launch its orchestrations there and to follow their runs.
 */
export async function deployedOrchestrations(
  session: Session,
  organizationId: string,
  app: {
    referenceId: string;
    tenant: string;
    flows: Record<string, unknown>;
    scripts?: Record<string, string>;
  },
) {
  const zip = await integrationWithOrchestrations(app.referenceId, app.flows, app.scripts);
  const appId = await deployIntegration(session, organizationId, { ...app, name: app.referenceId, zip });
  return {
    appId,
    read: (id: string) => readRun(session, organizationId, appId, id),
    /** Starts a run of the orchestration with these inputs; its id. */
    async launch(orchestration: string, inputs: Record<string, unknown> = {}) {
      const res = await session.request('POST', runsOf(appId), {
        headers: { 'x-organization-id': organizationId },
        payload: { orchestration, tenant: app.tenant, inputs },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    },
    finished: (id: string, timeoutMs?: number) => finishedRun(session, organizationId, appId, id, timeoutMs),
  };
}
