import { z } from 'zod';
import { manifestEntries } from '../source/manifestEntries.ts';
import { overviewAppSchema } from './overviewApp.ts';

/** The app types whose source may hold orchestrations (docs/app-format.md, components by type). */
export const orchestrationAppTypes = ['INTEGRATION', 'JOURNEYS'] as const;

/** An orchestration component of an app's source, summed up for the orchestration builder's lists. */
export const orchestrationSummarySchema = z.object({
  id: z.string(),
  path: z.string(),
  /** Null when the file is missing or not an orchestration the canvas can read. */
  stepCount: z.number().int().nullable(),
  trigger: z.string().nullable(),
});
export type OrchestrationSummary = z.infer<typeof orchestrationSummarySchema>;

/** One app of the company with the orchestrations of the user's draft (or of its latest version). */
export const orchestrateAppSchema = overviewAppSchema.extend({
  orchestrations: z.array(orchestrationSummarySchema),
});
export type OrchestrateApp = z.infer<typeof orchestrateAppSchema>;

/**
 * GET /apphub/v1/orchestrate/orchestrations: the company's apps of the types that hold orchestrations,
 * most recently changed first, each with its orchestrations (none for an app that has none yet).
 */
export const orchestrateOverviewSchema = z.object({
  total: z.number().int(),
  data: z.array(orchestrateAppSchema),
});
export type OrchestrateOverview = z.infer<typeof orchestrateOverviewSchema>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The orchestrations a source's manifest names, with their step count and trigger kind, read leniently. */
export function orchestrationsOf(files: Readonly<Record<string, string>>): OrchestrationSummary[] {
  return manifestEntries(files)
    .filter((c) => c.kind === 'orchestration')
    .map(({ id, path }) => {
      let doc: unknown = null;
      try {
        doc = JSON.parse(files[path] ?? '');
      } catch {
        doc = null;
      }
      const steps = isObject(doc) && Array.isArray(doc.steps) ? doc.steps : null;
      const readable = steps?.every(
        (s) => isObject(s) && typeof s.id === 'string' && typeof s.type === 'string',
      );
      if (!isObject(doc) || !steps || !readable) return { id, path, stepCount: null, trigger: null };
      // The canvas reads a file without a trigger as a manual one.
      const trigger = isObject(doc.trigger) ? doc.trigger.type : 'manual';
      return { id, path, stepCount: steps.length, trigger: typeof trigger === 'string' ? trigger : null };
    });
}
