import { analyzeSource, type SourceAnalysis } from '@portal/contracts';
import type { ThreadTask } from '../../platform/threads/runTask.ts';

// A module of its own, importing contracts only: a task thread loads its module on every run, and the
// draft tasks' module (zip reading and writing, the build's checks) would make each keystroke's thread
// load all of that first.

/** The build's reference analysis of a draft for the language server: a parse of every file, per change. */
export const analyzeSourceTask: ThreadTask<{ files: Record<string, string> }, SourceAnalysis> = async (
  input,
) => analyzeSource(input.files);
