import {
  type CollectionComponent,
  type CollectionRequest,
  runValueProblems,
  runValuesOf,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../../lib/http/httpClient.ts';
import { answerErrorOf, buildCollectionRequest, CollectionRunProblem, outcomeOf } from '../collectionRun.ts';
import type { RunOutcome } from './RunResult.tsx';

/**
 * Runs a collection's requests against the tenant's sandbox with the user's tenant token, one or all in
 * order, with this run's variable values (`typed`, else the defaults); the results are this page's only
 * (a run is not saved).
 */
export function useCollectionRun(
  collection: CollectionComponent | null,
  tenant: string | null,
  accessToken: string | null,
  typed: Record<string, string>,
) {
  const { t } = useTranslation('builder');
  const [outcomes, setOutcomes] = useState<Record<string, RunOutcome>>({});
  const [running, setRunning] = useState<string | null>(null);
  const problems = collection ? runValueProblems(collection, typed) : [];

  const runOne = async (request: CollectionRequest): Promise<void> => {
    if (!collection || !tenant || !accessToken) return;
    setRunning(request.id);
    let outcome: RunOutcome;
    try {
      // The form refuses these too; checked again here so no path runs with a value nobody chose.
      if (problems.length > 0) throw new CollectionRunProblem('values');
      const built = buildCollectionRequest(tenant, request, runValuesOf(collection, typed));
      const answer = await http.raw(built.method, built.url, {
        headers: { ...built.headers, authorization: `Bearer ${accessToken}` },
        ...(built.body !== undefined ? { body: built.body } : {}),
      });
      const error = answerErrorOf(request, answer.body);
      outcome = {
        kind: 'answer',
        answer,
        error,
        format: request.format ?? 'json',
        passed: outcomeOf(request, answer.status, error),
      };
    } catch (error) {
      const message =
        error instanceof CollectionRunProblem
          ? t(`studio.run.problem.${error.message.split(':')[0]}`, { name: error.message.split(':')[1] })
          : t('studio.run.networkError');
      outcome = { kind: 'problem', message };
    }
    setOutcomes((current) => ({ ...current, [request.id]: outcome }));
    setRunning(null);
  };

  const runAll = async () => {
    if (!collection) return;
    setOutcomes({});
    for (const request of collection.requests) await runOne(request);
  };

  return { outcomes, running, runOne, runAll, isRunning: running !== null, problems };
}
