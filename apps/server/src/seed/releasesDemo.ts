import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from '@portal/contracts';
import type { Actor, AppsService } from '../modules/apps/apps.service.ts';
import { sampleFiles } from '../modules/catalog/catalog.port.ts';
import type { DeployService } from '../modules/deploy/deploy.service.ts';
import type { FileStorage } from '../platform/storage/fileStorage.ts';
import { writeZipBuffer } from '../platform/zip/writeZip.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

const REFERENCE_ID = 'acme_expense_approval';
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * A second source of Acme's expense approval (the catalog sample): a new version number and a renamed
 * submit page, so the promotion board's Compare shows a manifest change and a changed file.
 */
async function secondExpenseSource(app: { name: string; description: string }): Promise<Buffer> {
  const files = await sampleFiles('expense-approval');
  return writeZipBuffer(
    files.map((file) => {
      if (file.path === MANIFEST_FILE) {
        const manifest = JSON.parse(file.data.toString('utf8'));
        return {
          name: file.path,
          data: json({
            ...manifest,
            referenceId: REFERENCE_ID,
            name: app.name,
            description: app.description,
            version: '1.3.0',
          }),
        };
      }
      if (file.path === 'pages/submit.json') {
        const page = JSON.parse(file.data.toString('utf8'));
        return { name: file.path, data: json({ ...page, title: 'Submit expenses' }) };
      }
      return { name: file.path, data: file.data };
    }),
  );
}

/**
 * The promotion board's demo: Acme's expense approval, deployed to acme_dev by the
 * lifecycle demo, gets a second version deployed there after it, so the board shows a rollback target.
 */
export async function seedReleasesDemo(deps: {
  apps: AppsService;
  deploy: DeployService;
  storage: Pick<FileStorage, 'withScratch'>;
}) {
  const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
  const actor: Actor = { userId: admin.id, organizationId: demoOrgs.acme.id };
  const app = await deps.apps.get(actor, REFERENCE_ID);
  const versionId = await deps.storage.withScratch('demo', async (dir) => {
    const file = path.join(dir, 'expense-approval-1.3.0.zip');
    await writeFile(file, await secondExpenseSource(app));
    return (await deps.apps.uploadVersion(actor, app.id, file)).version.id;
  });
  const until = Date.now() + 120_000;
  for (;;) {
    const status = (await deps.apps.version(actor, versionId)).latestBuild?.status;
    if (status === 'SUCCEEDED') break;
    if (status === 'FAILED' || Date.now() > until)
      throw new Error(`demo build of the expense approval's second version is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await deps.deploy.deploy(actor, { versionId, tenant: 'acme_dev', environment: 'Development' });
}
