import { Badge, Box, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { TutorialStep } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../lib/markdown/CodeBlock.tsx';
import { MarkdownContent } from '../../lib/markdown/MarkdownContent.tsx';
import type { StepTick } from './api/tutorialProgress.ts';

type Props = {
  steps: Pick<TutorialStep, 'id' | 'title' | 'html' | 'code' | 'check' | 'done'>[];
  /** Ticking a step; absent for a visitor (the checks are shown, not offered) and in a preview. */
  onTick?: (stepId: string, done: boolean) => void;
  /**
   * The tick being saved. The box shows it from the click on: the optimistic copy of the page reaches
   * the steps only after the query cache's next notification, and a box that stays as it was until then
   * looks like a lost click.
   */
  saving?: StepTick | null;
};

/** A tutorial's steps as the learner follows them: number, text, code with a copy button, the check. */
export function TutorialSteps({ steps, onTick, saving }: Props) {
  const { t } = useTranslation('core');
  return (
    <Stack gap="xl" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((step, index) => (
        <Box key={step.id} component="li" aria-labelledby={`step-${step.id}`}>
          <Group gap="sm" mb="xs" wrap="nowrap" align="center">
            <Badge
              size="lg"
              circle
              variant={step.done ? 'filled' : 'light'}
              color={step.done ? 'teal' : 'blue'}
              c={step.done ? undefined : 'dark.8'}
              aria-hidden
            >
              {index + 1}
            </Badge>
            <Title order={2} size="h3" id={`step-${step.id}`}>
              {step.title}
            </Title>
          </Group>
          <Stack gap="sm" pl={{ base: 0, sm: 44 }}>
            <MarkdownContent html={step.html} />
            {step.code && <CodeBlock code={step.code.source} language={step.code.language} />}
            {onTick ? (
              <Checkbox
                label={step.check}
                checked={saving?.stepId === step.id ? saving.done : step.done}
                disabled={saving?.stepId === step.id}
                onChange={(event) => onTick(step.id, event.currentTarget.checked)}
              />
            ) : (
              <Text size="sm" c="gray.7">
                {t('tutorials.checkLabel', { check: step.check })}
              </Text>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
