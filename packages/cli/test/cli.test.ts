import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { demoUsers } from '../../../apps/server/src/seed/identityDemo.ts';
import { ACME, type Portal, startPortal } from './portalServer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.join(here, '../../../apps/server/src/modules/catalog/samples/asset-barcoding');
const BIN = path.join(here, '../bin/portal.js');

/** A copy of the catalog's asset barcoding sample under a reference ID of its own. */
async function sampleFolder(
  dir: string,
  referenceId: string,
  change?: (page: Record<string, unknown>) => void,
) {
  const folder = path.join(dir, referenceId);
  await cp(SAMPLE, folder, { recursive: true });
  const manifestPath = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  await writeFile(
    manifestPath,
    JSON.stringify({ ...manifest, referenceId, name: `Barcodes ${referenceId}` }),
  );
  if (change) {
    const pagePath = path.join(folder, 'pages/assets.json');
    const page = JSON.parse(await readFile(pagePath, 'utf8'));
    change(page);
    await writeFile(pagePath, JSON.stringify(page));
  }
  return folder;
}

/** A zip of a folder's files, made the way another tool would (not by the CLI under test). */
async function zipOf(folder: string, files: string[], target: string) {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(path.join(folder, file), file);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(target, Buffer.concat(chunks));
  return target;
}

/** The bin as a pipeline runs it: a child process with the credentials in its environment. */
function runBin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('portal CLI against the real server', () => {
  let portal: Portal;
  let client: { id: string; name: string; secret: string };
  let dir: string;

  beforeAll(async () => {
    portal = await startPortal();
    client = await portal.createClient();
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-cli-'));
  });
  afterAll(async () => {
    await portal?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uploads a folder as a new app, follows its build live, promotes it and deploys it to a tenant', async () => {
    const folder = await sampleFolder(dir, 'cli_journey');
    const upload = await portal.cli(['apps', 'upload', folder, '--follow', '--json'], client);
    expect(upload.code, upload.stderr).toBe(0);
    const created = upload.json();
    expect(created.app).toMatchObject({ referenceId: 'cli_journey', name: 'Barcodes cli_journey' });
    expect(created.build.status).toBe('SUCCEEDED');
    // The steps went to stderr, so stdout held the JSON document alone.
    expect(upload.stderr).toContain('Uploading cli_journey.zip');
    expect(upload.stderr).toMatch(/Build [\w-]+: (SCHEDULED|QUEUED|IN_PROGRESS)/);
    expect(upload.stderr).toContain('Zip OK');
    expect(upload.stderr).toContain('Build SUCCEEDED');
    // It followed through the notifications socket, not the polling fallback.
    expect(upload.stderr).not.toContain('Live status unavailable');

    const promote = await portal.cli(
      ['versions', 'promote', created.version.id, '--to', 'Sandbox', '--json'],
      client,
    );
    expect(promote.code, promote.stderr).toBe(0);
    expect(promote.json()).toMatchObject({ id: created.version.id, environment: 'Sandbox' });

    // No --environment: the tenant's own (acme_sb is a Sandbox tenant).
    const deploy = await portal.cli(['deploy', created.version.id, '--tenant', 'acme_sb', '--json'], client);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.json()).toMatchObject({
      versionId: created.version.id,
      tenant: 'acme_sb',
      environment: 'Sandbox',
      referenceId: 'cli_journey',
    });
  });

  it('prints the promotion request when the company requires approvals, and the version stays', async () => {
    const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
    const approvals = portal.ctx.app.services.promotionApprovals;
    const actor = { userId: admin.id, organizationId: ACME };
    await approvals.setPolicies(actor, {
      data: [{ environment: 'Implementation', requiredApprovals: 2, approverRole: 'admin' }],
    });
    try {
      const create = await portal.cli(
        ['apps', 'create', '--name', 'Held', '--reference-id', 'cli_held', '--type', 'EXTEND', '--json'],
        client,
      );
      expect(create.code, create.stderr).toBe(0);
      const { build, version } = create.json();
      expect((await portal.cli(['builds', 'follow', build.id], client)).code).toBe(0);
      const promote = await portal.cli(['versions', 'promote', version.id, '--to', 'Implementation'], client);
      expect(promote.code, promote.stderr).toBe(0);
      expect(promote.stdout).toMatch(
        /^Version 0\.1\.0 waits for 2 approval\(s\) by the admin role before it enters Implementation: promotion request [\w-]+/,
      );
      const json = await portal.cli(['versions', 'promote', version.id, '--to', 'Sandbox', '--json'], client);
      expect(json.code, json.stderr).toBe(0);
      expect(json.json()).toMatchObject({ environment: 'Sandbox' });
    } finally {
      await approvals.setPolicies(actor, { data: [] });
    }
  });

  it('creates an app from scratch and follows its build in human output', async () => {
    const create = await portal.cli(
      [
        'apps',
        'create',
        '--name',
        'From scratch',
        '--reference-id',
        'cli_scratch',
        '--type',
        'EXTEND',
        '--json',
      ],
      client,
    );
    expect(create.code, create.stderr).toBe(0);
    const { build } = create.json();
    const follow = await portal.cli(['builds', 'follow', build.id], client);
    expect(follow.code, follow.stderr).toBe(0);
    expect(follow.stdout).toContain(`Build ${build.id} SUCCEEDED`);
    expect(follow.stdout).toContain('  Build SUCCEEDED');
    expect(follow.stderr).toBe('');
  });

  it('uploads a zip as a new version, and a failing build is exit code 1 with the build in JSON', async () => {
    const create = await portal.cli(
      ['apps', 'upload', await sampleFolder(dir, 'cli_failing'), '--json'],
      client,
    );
    expect(create.code, create.stderr).toBe(0);
    const broken = await sampleFolder(dir, 'cli_failing_v2', (page) => {
      page.layout = 'carousel';
    });
    // The broken source keeps the app's reference ID: it passes the upload checks and fails the build.
    const manifestPath = path.join(broken, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    await writeFile(
      manifestPath,
      JSON.stringify({ ...manifest, referenceId: 'cli_failing', version: '1.0.1' }),
    );
    const files = new Set(['manifest.json', ...manifest.components.map((c: { path: string }) => c.path)]);
    const zip = await zipOf(broken, [...files], path.join(dir, 'broken.zip'));
    const upload = await portal.cli(
      ['apps', 'upload', zip, '--app', 'cli_failing', '--follow', '--json'],
      client,
    );
    expect(upload.code, upload.stderr).toBe(1);
    const result = upload.json();
    expect(result.build.status).toBe('FAILED');
    expect(upload.stderr).toMatch(/ERROR .*layout/i);

    const follow = await portal.cli(['builds', 'follow', result.build.id, '--json'], client);
    expect(follow.code).toBe(1);
    expect(follow.json()).toMatchObject({ id: result.build.id, status: 'FAILED' });
  });

  it('refuses a wrong secret with exit code 3, from the bin as a pipeline runs it', async () => {
    const env = { PORTAL_URL: portal.url, PORTAL_CLIENT_ID: client.id };
    const wrong = await runBin(['whoami', '--json'], {
      ...env,
      PORTAL_CLIENT_SECRET: `pcs_${'x'.repeat(43)}`,
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stdout).toBe('');
    expect(JSON.parse(wrong.stderr)).toEqual({
      error: {
        exitCode: 3,
        message:
          'Sign-in refused: Client authentication failed: unknown client, or a wrong or expired secret.',
      },
    });
    const right = await runBin(['whoami', '--json'], { ...env, PORTAL_CLIENT_SECRET: client.secret });
    expect(right.code, right.stderr).toBe(0);
    expect(JSON.parse(right.stdout)).toMatchObject({
      client: { id: client.id, name: client.name },
      scopes: ['portal.apps.read', 'portal.apps.write', 'portal.deploy'],
    });
  });

  it('is exit code 3 when the client may not do what it asks', async () => {
    const reader = await portal.createClient(['portal.apps.read']);
    const create = await portal.cli(
      ['apps', 'create', '--name', 'Denied', '--reference-id', 'cli_denied', '--type', 'EXTEND'],
      reader,
    );
    expect(create.code).toBe(3);
    // The owner's role allows it: the client's scopes do not (docs/product/cli.md CLI-3).
    expect(create.stderr).toBe(
      "portal: Create app: the portal token's scopes (portal.apps.read) do not allow this; it needs the scope portal.apps.write. Give the API client that scope in the console (API clients, Edit) if it lacks it, then ask for it with --scope portal.apps.write or --scope portal.\n",
    );
    const scope = await portal.cli(['whoami', '--scope', 'portal.deploy'], reader);
    expect(scope.code).toBe(3);
    expect(scope.stderr).toContain('The client was not given the scope portal.deploy.');
  });

  it('names the scope to ask for when the token was asked with fewer scopes than the client has', async () => {
    const asked = await portal.cli(
      [
        'versions',
        'promote',
        '00000000-0000-4000-8000-000000000000',
        '--to',
        'Sandbox',
        '--scope',
        'portal.apps.write',
      ],
      client,
    );
    expect(asked.code).toBe(3);
    expect(asked.stderr).toContain("the portal token's scopes (portal.apps.write) do not allow this");
    expect(asked.stderr).toContain('it needs the scope portal.deploy.');
    expect(asked.stderr).toContain('--scope portal.deploy or --scope portal');
    expect(asked.stderr).not.toContain('role');
  });

  it('is exit code 1 when the server refuses the operation itself', async () => {
    const create = await portal.cli(
      [
        'apps',
        'create',
        '--name',
        'Twice',
        '--reference-id',
        'cli_twice',
        '--type',
        'EXTEND',
        '--follow',
        '--json',
      ],
      client,
    );
    expect(create.code, create.stderr).toBe(0);
    const versionId = create.json().version.id;
    const toProduction = await portal.cli(['versions', 'promote', versionId, '--to', 'Production'], client);
    expect(toProduction.code).toBe(1);
    expect(toProduction.stderr).toMatch(/^portal: Promote: /);
    const unknownTenant = await portal.cli(['deploy', versionId, '--tenant', 'nowhere'], client);
    expect(unknownTenant.code).toBe(1);
    expect(unknownTenant.stderr).toBe('portal: Deploy: tenant nowhere not found.\n');
  });

  it('compares two versions and rolls a tenant back to the one it ran before', async () => {
    const first = await portal.cli(
      ['apps', 'upload', await sampleFolder(dir, 'cli_rollback'), '--follow', '--json'],
      client,
    );
    expect(first.code, first.stderr).toBe(0);
    const changed = await sampleFolder(dir, 'cli_rollback', (page) => {
      page.title = 'All assets';
    });
    const second = await portal.cli(
      ['apps', 'upload', changed, '--app', 'cli_rollback', '--follow', '--json'],
      client,
    );
    expect(second.code, second.stderr).toBe(0);
    const [v1, v2] = [first.json().version.id, second.json().version.id];
    for (const version of [v1, v2])
      expect((await portal.cli(['deploy', version, '--tenant', 'acme_dev'], client)).code).toBe(0);

    // Versions by their number in the app, as the pages show them.
    const diff = await portal.cli(['apps', 'diff', 'cli_rollback', '1', '2', '--json'], client);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.json().files).toEqual([
      expect.objectContaining({ path: 'pages/assets.json', change: 'changed' }),
    ]);
    const human = await portal.cli(['apps', 'diff', 'cli_rollback', v1, v2], client);
    expect(human.stdout).toMatch(
      /: 1 files differ, \d+ the same\n {2}changed {2}pages\/assets\.json \(\d+ B -> \d+ B\)\nManifest: the same\n$/,
    );

    const rollback = await portal.cli(
      ['apps', 'rollback', 'cli_rollback', '--tenant', 'acme_dev', '--json'],
      client,
    );
    expect(rollback.code, rollback.stderr).toBe(0);
    expect(rollback.json().data).toMatchObject([{ tenant: 'acme_dev', from: { id: v2 }, to: { id: v1 } }]);
    const nothing = await portal.cli(
      ['apps', 'rollback', 'cli_rollback', '--environment', 'Production'],
      client,
    );
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(/^portal: Rollback: .*there is nothing to roll back\.\n$/);
    const neither = await portal.cli(['apps', 'rollback', 'cli_rollback'], client);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe('portal: Rollback: give --tenant or --environment, not both.\n');
    const unknown = await portal.cli(['apps', 'diff', 'cli_rollback', '1', '9'], client);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('portal: Diff: app cli_rollback has no version number 9.\n');
  });

  it.each([
    ['an unknown command', ['publish']],
    ['a missing argument', ['builds', 'follow']],
    ['a missing required option', ['deploy', '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f']],
    [
      'a value outside the choices',
      ['versions', 'promote', '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', '--to', 'Staging'],
    ],
    ['a bad timeout', ['builds', 'follow', 'x', '--timeout', 'soon']],
    ['portal scopes missing from --scope', ['whoami', '--scope', 'workers.read']],
    [
      'an upload without a name, reference ID or type',
      ['apps', 'upload', 'NO_MANIFEST', '--reference-id', 'x'],
    ],
    ['an upload of nothing', ['apps', 'upload', 'NO_SUCH_FOLDER']],
    [
      'a rollback of a tenant and an environment at once',
      ['apps', 'rollback', 'x', '--tenant', 'a', '--environment', 'Sandbox'],
    ],
  ])('is exit code 2 for %s', async (_case, argv) => {
    const noManifest = path.join(dir, 'no-manifest');
    await cp(path.join(SAMPLE, 'pages'), noManifest, { recursive: true });
    const paths = argv.map((arg) =>
      arg === 'NO_MANIFEST' ? noManifest : arg === 'NO_SUCH_FOLDER' ? path.join(dir, 'missing') : arg,
    );
    const res = await portal.cli(paths, client);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).not.toBe('');
  });

  it('is exit code 2 without credentials, saying which variable to set', async () => {
    const res = await portal.cli(['whoami']);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe('portal: Set PORTAL_URL or pass --url.\n');
    const flags = await portal.cli(['whoami', '--url', portal.url, '--client-id', client.id]);
    expect(flags.stderr).toBe('portal: Set PORTAL_CLIENT_SECRET or pass --client-secret.\n');
  });

  it('is exit code 4 when the portal cannot be reached', async () => {
    const res = await portal.cli([
      'whoami',
      '--url',
      'http://127.0.0.1:9',
      '--client-id',
      'a',
      '--client-secret',
      'b',
    ]);
    expect(res.code).toBe(4);
    expect(res.stderr).toMatch(/^portal: Could not reach the portal at http:\/\/127\.0\.0\.1:9/);
  });
});
