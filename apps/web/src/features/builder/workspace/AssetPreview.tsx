import { Alert, Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { DraftAsset } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { builderApi } from '../api/builderApi.ts';
import { builderKeys } from '../api/keys.ts';
import { formatBytes } from './assetPaths.ts';

type Props = {
  appId: string;
  asset: DraftAsset;
  revision: number;
  isDeleting: boolean;
  onDelete: (path: string) => void;
};

/** One asset: the image, its size and type, and Delete behind a confirmation. */
export function AssetPreview({ appId, asset, revision, isDeleting, onDelete }: Props) {
  const { t } = useTranslation('builder');
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const content = useQuery({
    queryKey: builderKeys.asset(appId, asset.path, revision),
    queryFn: ({ signal }) => builderApi.assetContent(appId, asset.path, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (content.data ? URL.createObjectURL(content.data) : null), [content.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {asset.path}
          </Title>
          <Text size="sm" c="gray.7">
            {t('assets.meta', { size: formatBytes(asset.bytes), type: asset.mediaType })}
          </Text>
        </div>
        <Button size="xs" color="red" variant="default" onClick={() => setConfirmOpen(true)}>
          {t('assets.delete')}
        </Button>
      </Group>
      {content.isPending && <Loader size="sm" aria-label={t('assets.loading')} />}
      {content.isError && <Alert color="red">{content.error.message}</Alert>}
      {url && (
        <Image
          src={url}
          alt={t('assets.previewAlt', { path: asset.path })}
          // Natural size up to the box: a small icon is shown as it is, not stretched.
          w="auto"
          h="auto"
          maw={480}
          mah={360}
          fit="contain"
        />
      )}
      <ConfirmDialog
        opened={isConfirmOpen}
        title={t('assets.deleteTitle')}
        confirmLabel={t('assets.delete')}
        destructive
        busy={isDeleting}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          onDelete(asset.path);
          setConfirmOpen(false);
        }}
      >
        {t('assets.deleteBody', { path: asset.path })}
      </ConfirmDialog>
    </Stack>
  );
}
