import type { BuildLogLevel } from '@portal/contracts';
import type { BuildLog } from './buildTypes.ts';

/** Lines of each level a build writes before it only counts the rest (docs/product/builds.md BUILDS-7). */
export const BUILD_LOG_CAPS: Record<BuildLogLevel, number> = { error: 200, warn: 200, info: 2000 };

/**
 * A build log that writes the first lines of each level and counts the others, so a source with tens of
 * thousands of problems gives a log a person can read (and a page that renders) instead of one line per
 * problem; `flush` writes one line per level saying how many were left out.
 */
export function cappedLog(log: BuildLog, caps: Record<BuildLogLevel, number> = BUILD_LOG_CAPS) {
  const written: Record<BuildLogLevel, number> = { error: 0, warn: 0, info: 0 };
  const skipped: Record<BuildLogLevel, number> = { error: 0, warn: 0, info: 0 };
  const capped: BuildLog = (level, message) => {
    if (written[level] < caps[level]) {
      written[level] += 1;
      log(level, message);
    } else skipped[level] += 1;
  };
  const flush = () => {
    for (const level of ['error', 'warn', 'info'] as const)
      if (skipped[level] > 0)
        log(
          level,
          `... and ${skipped[level]} more ${level} line(s) not shown (the first ${caps[level]} are above)`,
        );
  };
  return { log: capped, flush };
}
