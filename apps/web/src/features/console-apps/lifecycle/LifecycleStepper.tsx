import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../lib/icons/icons.ts';
import classes from './LifecycleStepper.module.css';
import { lifecycleSteps } from './lifecycleActions.utils.ts';

/**
 * Where a version stands: the four stages in order, those behind it ticked, its own marked as the
 * current step (aria-current), for a screen reader as for the eye. It wraps on a phone.
 */
export function LifecycleStepper({ step }: { step: number }) {
  const { t } = useTranslation('console');
  return (
    <ol className={classes.steps} aria-label={t('appView.lifecycle.stepsLabel')}>
      {lifecycleSteps.map((key, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'next';
        return (
          <li key={key} className={classes.step} aria-current={state === 'current' ? 'step' : undefined}>
            <Group gap={6} wrap="nowrap">
              <ThemeIcon
                size="sm"
                radius="xl"
                color={state === 'next' ? 'gray' : 'blue'}
                variant={state === 'current' ? 'filled' : 'light'}
                aria-hidden
              >
                {state === 'done' ? <IconCheck size={12} /> : <Text size="xs">{index + 1}</Text>}
              </ThemeIcon>
              <Text
                size="sm"
                fw={state === 'current' ? 700 : 400}
                c={state === 'next' ? 'gray.7' : undefined}
              >
                {t(`appView.lifecycle.steps.${key}`)}
                <VisuallyHidden component="span">
                  {` (${t(`appView.lifecycle.stepState.${state}`)})`}
                </VisuallyHidden>
              </Text>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
