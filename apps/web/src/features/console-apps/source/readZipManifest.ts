import { type AppType, appTypes, MANIFEST_FILE } from '@portal/contracts';

/** What the create form can take from a source's manifest.json: only well-formed values. */
export type ManifestFields = {
  name?: string;
  referenceId?: string;
  description?: string;
  type?: AppType;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Reads manifest.json out of a picked zip in the browser (fflate, loaded only when a zip is picked) so the
 * create form fills name, reference ID, description and type from it. A zip without a readable manifest
 * gives nothing: the server's check of the upload says what is wrong with it.
 */
export async function readZipManifest(file: File): Promise<ManifestFields> {
  const { unzip } = await import('fflate');
  const data = new Uint8Array(await file.arrayBuffer());
  const entries = await new Promise<Record<string, Uint8Array>>((resolve) =>
    unzip(data, { filter: (entry) => entry.name === MANIFEST_FILE }, (error, files) =>
      resolve(error ? {} : files),
    ),
  );
  const manifest = entries[MANIFEST_FILE];
  if (!manifest) return {};
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(new TextDecoder().decode(manifest));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const type = appTypes.find((candidate) => candidate === parsed.type);
  const fields: ManifestFields = {};
  const name = text(parsed.name);
  const referenceId = text(parsed.referenceId);
  const description = text(parsed.description);
  if (name) fields.name = name;
  if (referenceId) fields.referenceId = referenceId;
  if (description) fields.description = description;
  if (type) fields.type = type;
  return fields;
}
