import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { tutorialCodeLanguages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { StepValues } from './tutorialForm.ts';

type TutorialStepFieldsProps = {
  step: StepValues;
  /** Its place in the tutorial, from 0. */
  index: number;
  /** How many steps the tutorial has: the last cannot move down, a lone one cannot go. */
  count: number;
  onChange: (change: Partial<StepValues>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One step of the tutorial editor: its fields, and the buttons that move or remove it. */
export function TutorialStepFields({
  step,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: TutorialStepFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <Card
      withBorder
      padding="sm"
      component="fieldset"
      aria-label={t('tutorialManager.stepN', { n: index + 1 })}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('tutorialManager.stepN', { n: index + 1 })}</Text>
        <Group gap={4}>
          <Tooltip label={t('tutorialManager.moveUp')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('tutorialManager.moveStepUp', { n: index + 1 })}
            >
              ↑
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('tutorialManager.moveDown')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('tutorialManager.moveStepDown', { n: index + 1 })}
            >
              ↓
            </ActionIcon>
          </Tooltip>
          <Button size="compact-sm" variant="subtle" color="red" disabled={count === 1} onClick={onRemove}>
            {t('tutorialManager.removeStep')}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('tutorialManager.fields.stepId')}
            required
            value={step.id}
            onChange={(event) => onChange({ id: event.currentTarget.value })}
          />
          <TextInput
            label={t('tutorialManager.fields.stepTitle')}
            required
            value={step.title}
            onChange={(event) => onChange({ title: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label={t('tutorialManager.fields.body')}
          description={t('tutorialManager.fields.bodyHint')}
          required
          rows={5}
          value={step.body}
          onChange={(event) => onChange({ body: event.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Select
          label={t('tutorialManager.fields.language')}
          clearable
          placeholder={t('tutorialManager.fields.noCode')}
          data={tutorialCodeLanguages.map((value) => ({ value, label: value }))}
          value={step.language || null}
          onChange={(value) => onChange({ language: value ?? '' })}
        />
        {step.language && (
          <Textarea
            label={t('tutorialManager.fields.code')}
            rows={4}
            value={step.source}
            onChange={(event) => onChange({ source: event.currentTarget.value })}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        <TextInput
          label={t('tutorialManager.fields.check')}
          description={t('tutorialManager.fields.checkHint')}
          required
          value={step.check}
          onChange={(event) => onChange({ check: event.currentTarget.value })}
        />
      </Stack>
    </Card>
  );
}
