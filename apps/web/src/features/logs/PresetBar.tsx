import { Button, Group, Select } from '@mantine/core';
import { builtInLogPresets, type LogPreset, type LogPresetInput } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { AlertsDrawer } from './alerts/AlertsDrawer.tsx';
import { logPresetsQueryOptions } from './api/logsQueries.ts';
import { useDeleteLogPresetMutation, useUpdateLogPresetMutation } from './api/presetMutations.ts';
import type { LogSearchState } from './logSearch.utils.ts';
import { SavePresetDialog } from './SavePresetDialog.tsx';

type Props = {
  state: LogSearchState;
  buildInput: (name: string, includeDateRange: boolean) => LogPresetInput;
  onPickBuiltIn: (name: LogSearchState['preset']) => void;
  onPickCustom: (preset: LogPreset) => void;
};

const CUSTOM = 'custom:';

export function PresetBar({ state, buildInput, onPickBuiltIn, onPickCustom }: Props) {
  const { t } = useTranslation('console');
  const presets = useQuery(logPresetsQueryOptions());
  const update = useUpdateLogPresetMutation();
  const remove = useDeleteLogPresetMutation();
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isAlertsOpen, setIsAlertsOpen] = useState(false);
  const custom = presets.data?.data ?? [];
  const selected = custom.find((preset) => preset.id === state.presetId);

  const data = [
    {
      group: t('logs.presets.builtIn'),
      items: builtInLogPresets.map((name) => ({
        value: name,
        label: t(`logs.presets.builtInNames.${name}`),
      })),
    },
    ...(custom.length > 0
      ? [
          {
            group: t('logs.presets.mine'),
            items: custom.map((preset) => ({ value: `${CUSTOM}${preset.id}`, label: preset.name })),
          },
        ]
      : []),
  ];

  function handlePick(value: string | null) {
    if (!value) return;
    const preset = value.startsWith(CUSTOM)
      ? custom.find((candidate) => `${CUSTOM}${candidate.id}` === value)
      : undefined;
    if (preset) onPickCustom(preset);
    else onPickBuiltIn(builtInLogPresets.find((name) => name === value) ?? 'All');
  }

  function handleUpdate() {
    if (!selected) return;
    update.mutate(
      { id: selected.id, input: buildInput(selected.name, selected.includeDateRange) },
      {
        onSuccess: () => toast.info(t('logs.presets.updated')),
        onError: () => toast.error(t('logs.presetUpdateFailed')),
      },
    );
  }

  function handleDelete() {
    if (!selected) return;
    remove.mutate(selected.id, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        onPickBuiltIn(selected.basePreset);
      },
      onError: () => {
        setIsDeleteOpen(false);
        toast.error(t('logs.presetDeleteFailed'));
      },
    });
  }

  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={t('logs.presets.label')}
        data={data}
        value={selected ? `${CUSTOM}${selected.id}` : state.preset}
        onChange={handlePick}
        allowDeselect={false}
        w={240}
      />
      <Button variant="default" onClick={() => setIsSaveOpen(true)}>
        {t('logs.presets.saveAs')}
      </Button>
      {selected && (
        <>
          <Button variant="default" onClick={handleUpdate} loading={update.isPending}>
            {t('logs.presets.update')}
          </Button>
          <Button variant="default" color="red" onClick={() => setIsDeleteOpen(true)}>
            {t('logs.presets.delete')}
          </Button>
          <Button variant="default" onClick={() => setIsAlertsOpen(true)}>
            {t('logAlerts.open')}
          </Button>
          <AlertsDrawer preset={selected} opened={isAlertsOpen} onClose={() => setIsAlertsOpen(false)} />
        </>
      )}
      <SavePresetDialog
        opened={isSaveOpen}
        onClose={() => setIsSaveOpen(false)}
        buildInput={buildInput}
        onSaved={onPickCustom}
      />
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t('logs.presets.deleteTitle')}
        confirmLabel={t('logs.presets.deleteConfirm')}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleteOpen(false)}
        busy={remove.isPending}
        destructive
      >
        {t('logs.presets.deleteText', { name: selected?.name ?? '' })}
      </ConfirmDialog>
    </Group>
  );
}
