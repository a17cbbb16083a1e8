import type { ResourceLimits } from 'node:worker_threads';

/**
 * The young generation of every thread the server starts. V8 sizes it for the machine (up to 48 MB an isolate
 * on 64-bit), and each thread is its own isolate: the database thread and the expression thread live as long
 * as the process, so their nurseries, grown once, stayed resident at idle. Their work is statements and
 * expressions whose garbage is small and short-lived; 4 MB semi-spaces keep it there (bench/README, "Where the
 * idle memory is").
 */
export const threadResourceLimits: ResourceLimits = { maxYoungGenerationSizeMb: 12 };
