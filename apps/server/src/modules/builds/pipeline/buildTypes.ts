import type { AppManifest, BuildLogLevel, SourceIssue, ZipLimits } from '@portal/contracts';

/** Receives each build log line as it happens; the job stores and streams them. */
export type BuildLog = (level: BuildLogLevel, message: string) => void;

export type RunBuildOptions = {
  zipPath: string;
  /** The reference ID of the app the source was uploaded to; the manifest must carry the same. */
  expectedReferenceId: string;
  /** A folder the build owns; it extracts into workDir/source and writes workDir/artifact.zip. */
  workDir: string;
  log: BuildLog;
  limits?: ZipLimits;
  /** The global names scripts may use (the build environment's list); the contracts' default without it. */
  allowedScriptGlobals?: readonly string[];
};

export type BuildResult = {
  status: 'SUCCEEDED' | 'FAILED';
  artifactPath?: string;
  /** 'sha256:' and the hex digest of the artifact. */
  checksum?: string;
  sizeBytes?: number;
  manifest?: AppManifest;
  /** The first errors (at most MAX_KEPT_ERRORS of runBuild.ts). */
  errors: SourceIssue[];
  /** How many errors there were in all, when more than `errors` holds. */
  errorCount?: number;
};
