import { zipBuffer } from '../../src/platform/zip/testZips.ts';
import { bigScript, recordModel } from '../sourceFixtures.ts';

/**
 * A valid app source whose build takes seconds, not milliseconds: one script of ~1 MB, which the build
 * parses and checks. Long enough to kill a process while it runs the build.
 */
export async function slowSource(referenceId: string): Promise<Buffer> {
  const manifest = {
    referenceId,
    name: 'Slow build',
    type: 'EXTEND',
    version: '1.0.0',
    description: 'One big script.',
    components: [
      { id: 'record', kind: 'model', path: recordModel.name },
      { id: 'main', kind: 'script', path: 'scripts/main.js' },
    ],
  };
  return zipBuffer([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    recordModel,
    { name: 'scripts/main.js', data: bigScript(20_000), compress: false },
  ]);
}
