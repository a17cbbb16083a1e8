import type { CollectionComponent, CollectionRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../../lib/http/httpClient.ts';
import { buildCollectionRequest, CollectionRunProblem, outcomeOf, variableValues } from '../collectionRun.ts';
import type { RunOutcome } from './RunResult.tsx';

/**
 * Runs a collection's requests against the tenant's sandbox with the user's tenant token, one or all in
 * order; the results are this page's only (a run is not saved).
 */
export function useCollectionRun(
  collection: CollectionComponent | null,
  tenant: string | null,
  accessToken: string | null,
) {
  const { t } = useTranslation('builder');
  const [outcomes, setOutcomes] = useState<Record<string, RunOutcome>>({});
  const [running, setRunning] = useState<string | null>(null);

  const runOne = async (request: CollectionRequest): Promise<void> => {
    if (!collection || !tenant || !accessToken) return;
    setRunning(request.id);
    let outcome: RunOutcome;
    try {
      const built = buildCollectionRequest(tenant, request, variableValues(collection, {}));
      const answer = await http.raw(built.method, built.url, {
        headers: { ...built.headers, authorization: `Bearer ${accessToken}` },
        ...(built.body !== undefined ? { body: built.body } : {}),
      });
      outcome = { kind: 'answer', answer, passed: outcomeOf(request, answer.status) };
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

  return { outcomes, running, runOne, runAll, isRunning: running !== null };
}
