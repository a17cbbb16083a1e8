import type { TFunction } from 'i18next';
import type { WorkerChoices } from './PreviewField.tsx';
import type { SandboxRecord } from './useSandboxRecords.ts';

type RecordsQuery = { isPending: boolean; isError: boolean; data?: SandboxRecord[] | undefined };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What a `worker` field offers: the sandbox tenant's workers by name, or why there are none to offer. */
export function workerChoices(
  query: RecordsQuery,
  hasToken: boolean,
  t: TFunction<'builder'>,
): WorkerChoices {
  if (!hasToken) return { options: [], note: t('preview.workers.connect') };
  if (query.isError) return { options: [], note: t('preview.workers.failed') };
  if (query.isPending || !query.data) return { options: [], note: t('preview.workers.loading') };
  if (query.data.length === 0) return { options: [], note: t('preview.workers.none') };
  const options = query.data
    .map((record) => {
      const id = text(record.id);
      const name = `${text(record.firstName)} ${text(record.lastName)}`.trim();
      return { value: id, label: name ? `${name} (${id})` : id };
    })
    .filter((option) => option.value !== '');
  return { options, note: null };
}
