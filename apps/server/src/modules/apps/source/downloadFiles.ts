import { type AppType, appSourceJsonSchemas, appTypes } from '@portal/contracts';
import { writeZipBuffer } from '../../../platform/zip/writeZip.ts';
import type { DownloadFile } from '../../downloads/downloads.port.ts';
import { starterTemplate } from './starterTemplates.ts';

/** The version of the app source format the starters and schemas describe (docs/app-format.md). */
export const APP_FORMAT_VERSION = '1';

const starterIds: Record<AppType, string> = {
  INTEGRATION: 'my_integration',
  JOURNEYS: 'my_journey',
  EXTEND: 'my_extend_app',
};

/**
 * A starter source per app type (the same app "from scratch" creates, so it builds), and the JSON
 * Schemas of the format for editors, zipped as `<kind>.schema.json`.
 */
export async function appSourceFiles(): Promise<DownloadFile[]> {
  const starters = await Promise.all(
    appTypes.map(
      async (type): Promise<DownloadFile> => ({
        file: `starter-${type.toLowerCase()}.zip`,
        kind: 'starter',
        subject: type,
        version: APP_FORMAT_VERSION,
        mediaType: 'application/zip',
        data: await starterTemplate(type, starterIds[type], `My ${type.toLowerCase()} app`),
      }),
    ),
  );
  const schemas = Object.entries(appSourceJsonSchemas()).map(([kind, schema]) => ({
    name: `${kind}.schema.json`,
    data: Buffer.from(`${JSON.stringify(schema, null, 2)}\n`),
  }));
  return [
    ...starters,
    {
      file: 'app-source-schemas.zip',
      kind: 'appSourceSchemas',
      subject: '',
      version: APP_FORMAT_VERSION,
      mediaType: 'application/zip',
      data: await writeZipBuffer(schemas),
    },
  ];
}
