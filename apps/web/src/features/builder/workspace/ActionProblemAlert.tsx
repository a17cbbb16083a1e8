import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionProblem } from './useBuilderActions.ts';

type Props = {
  problem: ActionProblem;
  onDismiss: () => void;
  onRebase: (onto: string) => void;
  onBump: (version: string) => void;
  onShowProblems: () => void;
};

/** Why validate, build or reset was refused, with the way out the refusal offers (rebase, bump, problems). */
export function ActionProblemAlert({ problem, onDismiss, onRebase, onBump, onShowProblems }: Props) {
  const { t } = useTranslation('builder');
  return (
    <Alert
      color="red"
      role="alert"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel={t('actions.dismiss')}
    >
      <Text size="sm">{problem.message}</Text>
      {problem.rebaseOnto && (
        <Button size="xs" mt="xs" onClick={() => onRebase(problem.rebaseOnto ?? '')}>
          {t('actions.rebase')}
        </Button>
      )}
      {problem.bumpTo && (
        <Button size="xs" mt="xs" onClick={() => onBump(problem.bumpTo ?? '')}>
          {t('actions.bumpVersion', { version: problem.bumpTo })}
        </Button>
      )}
      {problem.showProblems && (
        <Button size="xs" mt="xs" variant="default" onClick={onShowProblems}>
          {t('actions.showProblems')}
        </Button>
      )}
    </Alert>
  );
}
