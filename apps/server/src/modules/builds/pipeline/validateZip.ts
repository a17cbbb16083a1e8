import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, type SourceIssue, type ZipLimits, type ZipValidation } from '@portal/contracts';
import type { ThreadTask } from '../../../platform/threads/runTask.ts';
import { extractZip } from '../../../platform/zip/extractZip.ts';
import { ZipError } from '../../../platform/zip/zipError.ts';
import { limitMessage, MAX_KEPT_ERRORS } from './runBuild.ts';
import { validateSourceFiles } from './validateSourceFiles.ts';

export type ValidateZipInput = {
  zipPath: string;
  workDir: string;
  limits: ZipLimits;
  allowedScriptGlobals: readonly string[];
};

/** The manifest's own reference ID and version, read loosely: its real check is validateSourceFiles'. */
async function manifestFacts(dir: string): Promise<{ referenceId: string | null; version: string | null }> {
  try {
    const value = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { referenceId: text(value?.referenceId), version: text(value?.version) };
  } catch {
    return { referenceId: null, version: null };
  }
}

/**
 * A build's checks of a source zip without the build (staff's /admin/build/utils): the zip checks with
 * the build environment's limits, then the manifest and every component against the manifest's own
 * reference ID. Nothing is packaged or stored. In a thread of its own, as the build is.
 */
export const validateZipTask: ThreadTask<ValidateZipInput, ZipValidation> = async ({
  zipPath,
  workDir,
  limits,
  allowedScriptGlobals,
}) => {
  const dir = path.join(workDir, 'source');
  const result = (issues: SourceIssue[], facts: Partial<ZipValidation> = {}): ZipValidation => ({
    ok: issues.length === 0,
    referenceId: null,
    version: null,
    files: 0,
    uncompressedBytes: 0,
    ...facts,
    issues: issues.slice(0, MAX_KEPT_ERRORS),
    issueCount: issues.length,
  });
  try {
    const entries = await extractZip(zipPath, dir, limits);
    const files = entries.filter((e) => !e.isDirectory);
    const facts = {
      ...(await manifestFacts(dir)),
      files: files.length,
      uncompressedBytes: files.reduce((sum, e) => sum + e.uncompressedSize, 0),
    };
    const { issues } = await validateSourceFiles(
      dir,
      new Set(files.map((e) => e.name)),
      facts.referenceId ?? '',
      () => {},
      allowedScriptGlobals,
    );
    return result(issues, facts);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    const message = limitMessage(error.code, limits) ?? error.detail;
    return result([{ code: error.code, ...(error.entry ? { file: error.entry } : {}), message }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
