import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { docSlugSchema, TUTORIAL_STEPS_MAX, tutorialBodySchema, tutorialLevels } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { TutorialSteps, tutorialPageQueryOptions } from '../../tutorials/index.ts';
import { usePreviewTutorialMutation, useSaveTutorialMutation } from './api/tutorialMutations.ts';
import { TutorialStepFields } from './TutorialStepFields.tsx';
import {
  bodyOf,
  emptyStep,
  newTutorial,
  type StepValues,
  type TutorialValues,
  valuesOf,
} from './tutorialForm.ts';

/** Writes a new tutorial (`slug` null) or edits one, loaded first. */
export function TutorialEditor({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const query = useQuery({ ...tutorialPageQueryOptions(slug ?? '', null), enabled: slug !== null });
  if (slug === null) return <EditorForm initial={newTutorial()} isNew onClose={onClose} />;
  const form = (
    <QueryState query={query} errorMessage={t('tutorialManager.loadError')}>
      {(tutorial) => <EditorForm initial={valuesOf(tutorial)} isNew={false} onClose={onClose} />}
    </QueryState>
  );
  // A failed load is told inside the editor's dialog, which the user closes.
  if (!query.isError) return form;
  return (
    <FormModal
      title={t('tutorialManager.editTitle')}
      onClose={onClose}
      onSubmit={onClose}
      problem={null}
      submitLabel={t('tutorialManager.close')}
      cancelLabel={t('tutorialManager.cancel')}
      busy={false}
    >
      {form}
    </FormModal>
  );
}

function EditorForm({
  initial,
  isNew,
  onClose,
}: {
  initial: TutorialValues;
  isNew: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('write');
  const preview = usePreviewTutorialMutation();
  const showPreview = () => preview.mutate(values.steps.map((step) => step.body));
  const save = useSaveTutorialMutation(isNew, {
    onSuccess: (saved) => {
      toast.info(t('tutorialManager.saved', { title: saved.title }));
      onClose();
    },
    onError: (error) => setProblem(errorText(error, t('tutorialManager.saveError'), [400, 409])),
  });
  const submit = () => {
    const slugIssue = isNew ? docSlugSchema.safeParse(values.slug).error?.issues[0]?.message : undefined;
    const checked = tutorialBodySchema.safeParse(bodyOf(values));
    const issues = [
      ...(slugIssue ? [`${t('tutorialManager.fields.slug')}: ${slugIssue}`] : []),
      ...(checked.error?.issues.map((issue) => issue.message) ?? []),
    ];
    if (issues.length > 0) return setProblem(issues.join(' '));
    setProblem(null);
    save.mutate(values);
  };
  const setStep = (index: number, change: Partial<StepValues>) =>
    setValues({
      ...values,
      steps: values.steps.map((step, i) => (i === index ? { ...step, ...change } : step)),
    });
  const moveStep = (index: number, by: -1 | 1) => {
    const steps = [...values.steps];
    const [step] = steps.splice(index, 1);
    steps.splice(index + by, 0, step!);
    setValues({ ...values, steps });
  };

  return (
    <FormModal
      title={isNew ? t('tutorialManager.newTitle') : t('tutorialManager.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('tutorialManager.save')}
      cancelLabel={t('tutorialManager.cancel')}
      busy={save.isPending}
    >
      <Tabs
        value={tab}
        onChange={(next) => {
          setTab(next);
          if (next === 'preview') showPreview();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="write">{t('tutorialManager.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('tutorialManager.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('tutorialManager.fields.slug')}
                description={t('tutorialManager.fields.slugHint')}
                required
                disabled={!isNew}
                value={values.slug}
                onChange={(event) => setValues({ ...values, slug: event.currentTarget.value })}
              />
              <TextInput
                label={t('tutorialManager.fields.title')}
                required
                value={values.title}
                onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
              />
            </SimpleGrid>
            <Textarea
              label={t('tutorialManager.fields.summary')}
              required
              rows={2}
              value={values.summary}
              onChange={(event) => setValues({ ...values, summary: event.currentTarget.value })}
            />
            <Group grow align="flex-start">
              <Select
                label={t('tutorialManager.fields.level')}
                allowDeselect={false}
                data={tutorialLevels.map((value) => ({ value, label: t(`tutorialManager.levels.${value}`) }))}
                value={values.level}
                onChange={(value) =>
                  value && setValues({ ...values, level: value as TutorialValues['level'] })
                }
              />
              <NumberInput
                label={t('tutorialManager.fields.minutes')}
                min={1}
                max={240}
                value={values.minutes}
                onChange={(value) => setValues({ ...values, minutes: Number(value) || 0 })}
              />
            </Group>
            <Group>
              <Switch
                label={t('tutorialManager.fields.intro')}
                checked={values.intro}
                onChange={(event) => setValues({ ...values, intro: event.currentTarget.checked })}
              />
              <Switch
                label={t('tutorialManager.fields.published')}
                checked={values.published}
                onChange={(event) => setValues({ ...values, published: event.currentTarget.checked })}
              />
            </Group>
            {values.steps.map((step, index) => (
              <TutorialStepFields
                key={step.uid}
                step={step}
                index={index}
                count={values.steps.length}
                onChange={(change) => setStep(index, change)}
                onMove={(by) => moveStep(index, by)}
                onRemove={() => setValues({ ...values, steps: values.steps.filter((_, i) => i !== index) })}
              />
            ))}
            <Button
              variant="default"
              disabled={values.steps.length >= TUTORIAL_STEPS_MAX}
              onClick={() =>
                setValues({ ...values, steps: [...values.steps, emptyStep(values.steps.length + 1)] })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {t('tutorialManager.addStep')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          {preview.isError ? (
            <LoadErrorAlert message={t('tutorialManager.previewError')} onRetry={showPreview} />
          ) : !preview.data ? (
            <DelayedSpinner />
          ) : (
            <TutorialSteps
              steps={values.steps.map((step, i) => ({
                id: `${step.id}-${i}`,
                title: step.title,
                html: preview.data.html[i] ?? '',
                code:
                  step.language && step.source
                    ? { language: step.language as 'shell', source: step.source }
                    : null,
                check: step.check,
                done: false,
              }))}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
}
