/**
 * `npm run build`'s last step: writes the migrated template a fresh DATA_DIR starts from (pgliteTemplate.ts),
 * named by the hash of the migrations it was made from, and removes the templates of older migrations.
 * Written to a temporary name and renamed, so a server starting meanwhile sees a whole file or none.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeMigratedTemplate } from './makeTemplate.ts';
import { templateDir, templateFile, templateKey } from './pgliteTemplate.ts';

const startedAt = performance.now();
const key = templateKey();
const file = templateFile(key);
await mkdir(templateDir, { recursive: true });
const partial = `${file}.${process.pid}.partial`;
await writeFile(partial, await makeMigratedTemplate());
await rename(partial, file);
for (const name of await readdir(templateDir)) {
  if (
    name.startsWith('pglite-template-') &&
    path.join(templateDir, name) !== file &&
    !name.endsWith('.partial')
  )
    await rm(path.join(templateDir, name), { force: true });
}
process.stdout.write(
  `Made the database template ${path.relative(process.cwd(), file)} in ${Math.round(performance.now() - startedAt)} ms\n`,
);
