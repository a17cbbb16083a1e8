import type { BuildLogLevel } from '@portal/contracts';
import type { ThreadTask } from '../../../platform/threads/runTask.ts';
import type { BuildResult, RunBuildOptions } from './buildTypes.ts';
import { runBuild } from './runBuild.ts';

export type BuildLogEvent = { level: BuildLogLevel; message: string };

/** runBuild in a thread of its own (builds.service runs it with runTask): log lines come back as events. */
export const buildTask: ThreadTask<Omit<RunBuildOptions, 'log'>, BuildResult, BuildLogEvent> = (
  options,
  post,
) => runBuild({ ...options, log: (level, message) => post({ level, message }) });
