import { Select, Stack, Text, Textarea } from '@mantine/core';
import { type App, type DeployedOrchestration, inputIssues } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { useLaunchRunMutation } from './api/orchestrationsMutations.ts';
import { deployedOrchestrationsQueryOptions } from './api/orchestrationsQueries.ts';

const keyOf = (d: DeployedOrchestration) => `${d.orchestration}@${d.tenant}`;

/**
 * A starting point for the inputs: each declared input with its default. One without a default is left for
 * the user to add: an empty value of its type (limit 0) reached the sandbox as a 400
 * (docs/product/orchestrations.md ORCH-3).
 */
function inputsTemplate(d: DeployedOrchestration | undefined): string {
  const defaults = (d?.inputs ?? []).filter((i) => i.default !== undefined).map((i) => [i.name, i.default]);
  return JSON.stringify(Object.fromEntries(defaults), null, 2);
}

/** Each reason an orchestration is not offered, once: the same version on several tenants has the same. */
const notOffered = (options: DeployedOrchestration[]) => [
  ...new Set(options.filter((d) => d.problem).map((d) => `${d.orchestration}: ${d.problem}`)),
];

/** "Run": one of the app's deployed orchestrations on its tenant, with inputs as JSON. */
export function LaunchRunDialog({
  app,
  runPath,
  onClose,
}: {
  app: App;
  /** Where the launched run's page is: the owned or the licensed app view's. */
  runPath: (runId: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const deployed = useQuery(deployedOrchestrationsQueryOptions(app.id));
  const launch = useLaunchRunMutation(app.id);
  const [choice, setChoice] = useState<string | null>(null);
  const [inputs, setInputs] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = deployed.data?.data ?? [];
  // Those the engine cannot run are listed, disabled, so the author sees why; the first runnable one is chosen.
  const chosen = options.find((d) => keyOf(d) === choice) ?? options.find((d) => !d.problem);
  const inputsText = inputs ?? inputsTemplate(chosen);

  const submit = () => {
    if (!chosen) return setProblem(t('appView.orchestrations.launch.none'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(inputsText);
    } catch {
      return setProblem(t('appView.orchestrations.launch.badJson'));
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return setProblem(t('appView.orchestrations.launch.notObject'));
    // The server's rule (contracts), checked here first so a wrong input is said before anything starts.
    const given = parsed as Record<string, unknown>;
    const defaulted = Object.fromEntries(
      chosen.inputs
        .filter((i) => i.default !== undefined && !(i.name in given))
        .map((i) => [i.name, i.default]),
    );
    const issues = inputIssues(chosen.inputs, { ...defaulted, ...given });
    if (issues.length > 0)
      return setProblem(
        issues
          .map((issue) =>
            issue.kind === 'missing'
              ? t('appView.orchestrations.launch.inputMissing', { name: issue.name })
              : t('appView.orchestrations.launch.inputType', { name: issue.name, type: issue.expected }),
          )
          .join(' '),
      );
    setProblem(null);
    launch.mutate(
      {
        orchestration: chosen.orchestration,
        tenant: chosen.tenant,
        inputs: parsed as Record<string, unknown>,
      },
      {
        onSuccess: (run) => {
          onClose();
          void navigate(runPath(run.id));
        },
        onError: (error) =>
          setProblem(error instanceof HttpError ? error.message : t('appView.orchestrations.launch.failed')),
      },
    );
  };

  return (
    <FormModal
      title={t('appView.orchestrations.launch.title')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('appView.orchestrations.run')}
      cancelLabel={t('appView.orchestrations.launch.cancel')}
      busy={launch.isPending}
    >
      {deployed.isError ? (
        <Text role="alert">{t('appView.orchestrations.launch.loadFailed')}</Text>
      ) : !deployed.isPending && options.length === 0 ? (
        <Text>{t('appView.orchestrations.launch.none')}</Text>
      ) : (
        <>
          <Select
            label={t('appView.orchestrations.launch.orchestration')}
            description={t('appView.orchestrations.launch.orchestrationHelp')}
            data={options.map((d) => ({
              value: keyOf(d),
              disabled: d.problem !== null,
              label: t('appView.orchestrations.launch.option', {
                name: d.orchestration,
                tenant: d.tenant,
                version: d.version,
              }),
            }))}
            value={chosen ? keyOf(chosen) : null}
            onChange={(value) => {
              setChoice(value);
              setInputs(null);
            }}
            allowDeselect={false}
            disabled={deployed.isPending}
            data-autofocus
          />
          {options.some((d) => d.problem) && (
            <Text size="xs" c="dimmed">
              {t('appView.orchestrations.launch.cannotRun', { problems: notOffered(options).join(' ') })}
            </Text>
          )}
          {chosen && chosen.inputs.length > 0 && (
            <Stack
              gap={2}
              component="ul"
              m={0}
              pl="md"
              aria-label={t('appView.orchestrations.launch.declared')}
            >
              {chosen.inputs.map((input) => (
                <Text component="li" size="sm" key={input.name}>
                  {t(
                    input.default !== undefined
                      ? 'appView.orchestrations.launch.inputDefault'
                      : input.required
                        ? 'appView.orchestrations.launch.inputRequired'
                        : 'appView.orchestrations.launch.inputOptional',
                    { name: input.name, type: input.type, value: JSON.stringify(input.default) },
                  )}
                </Text>
              ))}
            </Stack>
          )}
          <Textarea
            label={t('appView.orchestrations.launch.inputs')}
            description={t('appView.orchestrations.launch.inputsHelp')}
            value={inputsText}
            onChange={(event) => setInputs(event.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        </>
      )}
    </FormModal>
  );
}
