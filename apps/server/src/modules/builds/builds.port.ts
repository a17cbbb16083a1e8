import type { Build } from '@portal/contracts';
import type { BuildRow } from './builds.repository.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A build row as the API shows it: apps and versions (modules/apps) show their latest build this way. */
export function toBuild(row: BuildRow): Build {
  return {
    id: row.id,
    versionId: row.versionId,
    status: row.status,
    attempts: row.attempts,
    artifactChecksum: row.artifactChecksum,
    artifactSize: row.artifactSize,
    signature: row.signature,
    signatureKeyId: row.signatureKeyId,
    error: row.error,
    createdAt: iso(row.createdAt),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}

/** The build's content check of an asset (PNG signature, SVG without active content), for draft uploads. */
export { checkAsset } from './pipeline/checkAsset.ts';
/**
 * The build's source checks, for the app builder's validate (docs/product/builds.md BUILDS-6): the editor and
 * the build run the one function, so they never disagree.
 */
export { validateSourceFiles } from './pipeline/validateSourceFiles.ts';
