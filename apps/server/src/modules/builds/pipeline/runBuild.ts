import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { defaultZipLimits, type SourceIssue, type ZipLimits } from '@portal/contracts';
import { extractZip } from '../../../platform/zip/extractZip.ts';
import { ZipError } from '../../../platform/zip/zipError.ts';
import type { BuildResult, RunBuildOptions } from './buildTypes.ts';
import { cappedLog } from './cappedLog.ts';
import { formatBytes } from './formatBytes.ts';
import { packageArtifact } from './packageArtifact.ts';
import { validateSourceFiles } from './validateSourceFiles.ts';

export const ARTIFACT_FILE = 'artifact.zip';
/** Errors a failed build's result carries; the rest are counted in errorCount. */
export const MAX_KEPT_ERRORS = 200;

/**
 * Builds an uploaded app source: checks and extracts the zip, validates the manifest, the reference ID and
 * every component, and packages a deterministic artifact with its SHA-256. Deterministic and offline.
 * A bad source is a FAILED result with its issues; only an unexpected error (a full disk) is thrown, so
 * the job that runs the build can retry it.
 */
export async function runBuild(options: RunBuildOptions): Promise<BuildResult> {
  const { zipPath, expectedReferenceId, workDir } = options;
  const lines = cappedLog(options.log);
  // The step lines go through the cap; the verdict is always written, after what was left out is counted.
  const log = lines.log;
  const verdict = (level: 'info' | 'error', message: string) => {
    lines.flush();
    options.log(level, message);
  };
  const sourceDir = path.join(workDir, 'source');
  const artifactPath = path.join(workDir, ARTIFACT_FILE);
  const failed = (errors: SourceIssue[], extra: Partial<BuildResult> = {}): BuildResult => {
    verdict('error', `Build FAILED with ${errors.length} error(s)`);
    // The build row keeps the first errors; the count says how many there were.
    return {
      status: 'FAILED',
      errors: errors.slice(0, MAX_KEPT_ERRORS),
      errorCount: errors.length,
      ...extra,
    };
  };
  try {
    log('info', `Inspecting ${path.basename(zipPath)} (${formatBytes((await stat(zipPath)).size)})`);
    const entries = await extractZip(zipPath, sourceDir, options.limits ?? defaultZipLimits);
    const files = entries.filter((e) => !e.isDirectory);
    const total = files.reduce((sum, e) => sum + e.uncompressedSize, 0);
    log('info', `Zip OK: ${files.length} files, ${formatBytes(total)} uncompressed`);

    const { manifest, issues } = await validateSourceFiles(
      sourceDir,
      new Set(files.map((e) => e.name)),
      expectedReferenceId,
      log,
      options.allowedScriptGlobals,
    );
    if (!manifest || issues.length > 0) return failed(issues, manifest ? { manifest } : {});

    await rm(artifactPath, { force: true });
    const artifact = await packageArtifact(sourceDir, manifest, artifactPath);
    log('info', `Packaged artifact ${formatBytes(artifact.sizeBytes)} ${artifact.checksum}`);
    verdict('info', 'Build SUCCEEDED');
    return {
      status: 'SUCCEEDED',
      artifactPath: artifact.path,
      checksum: artifact.checksum,
      sizeBytes: artifact.sizeBytes,
      manifest,
      errors: [],
    };
  } catch (error) {
    if (!(error instanceof ZipError)) {
      verdict('error', 'The build stopped on an internal error.');
      throw error;
    }
    log('error', `${error.detail} (${error.code})`);
    log('error', error.message);
    const message = limitMessage(error.code, options.limits ?? defaultZipLimits) ?? error.detail;
    return failed([{ code: error.code, ...(error.entry ? { file: error.entry } : {}), message }]);
  } finally {
    await rm(sourceDir, { recursive: true, force: true });
  }
}

/** The build environment's limits (/admin/build/env) named in the failure, so the developer knows which. */
export function limitMessage(code: string, limits: ZipLimits): string | null {
  if (code === 'zip_too_large')
    return `The source expands to more than ${formatBytes(limits.maxTotalUncompressedBytes)}, the build's source size limit.`;
  if (code === 'zip_too_many_entries')
    return `The source has more than ${limits.maxEntries} entries, the build's entry limit.`;
  return null;
}
