import { Select } from '@mantine/core';
import type { AppType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogListQueryOptions } from '../../app-catalog/index.ts';

type Props = {
  value: string | null;
  error?: string;
  disabled?: boolean;
  /** The entry and its app type: a copy has the type of the sample. */
  onChange: (id: string | null, type: AppType | null) => void;
};

/** Picks the app-catalog sample a new app starts as a copy of. */
export function CatalogPicker({ value, error, disabled, onChange }: Props) {
  const { t } = useTranslation('console');
  const catalog = useQuery(catalogListQueryOptions(''));
  const entries = catalog.data?.data ?? [];
  const loadError = catalog.isError ? t('appsList.createForm.catalogError') : undefined;
  return (
    <Select
      label={t('appsList.createForm.catalog')}
      placeholder={catalog.isPending ? t('appsList.createForm.catalogLoading') : undefined}
      data={entries.map((entry) => ({ value: entry.id, label: entry.title }))}
      value={value}
      onChange={(id) => onChange(id, entries.find((entry) => entry.id === id)?.type ?? null)}
      error={error ?? loadError}
      disabled={disabled}
      searchable
      withAsterisk
    />
  );
}
