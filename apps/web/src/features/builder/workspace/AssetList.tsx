import { Button, FileButton, NavLink, Stack, Text } from '@mantine/core';
import { type DraftAsset, draftAssetLimits } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './assetPaths.ts';

type Props = {
  assets: DraftAsset[];
  activePath: string | null;
  isAdding: boolean;
  onPreview: (path: string) => void;
  onAdd: (file: File) => void;
};

/** The draft's assets in the file tree, with size and type, and the limits an upload must meet. */
export function AssetList({ assets, activePath, isAdding, onPreview, onAdd }: Props) {
  const { t } = useTranslation('builder');
  const uploaded = assets.filter((a) => a.isUploaded).reduce((sum, a) => sum + a.bytes, 0);
  return (
    <NavLink label={t('assets.title', { count: assets.length })} defaultOpened childrenOffset="sm">
      {assets.map((asset) => (
        <NavLink
          key={asset.path}
          component="button"
          type="button"
          label={asset.path.replace(/^assets\//, '')}
          description={t('assets.meta', { size: formatBytes(asset.bytes), type: asset.mediaType })}
          active={asset.path === activePath}
          aria-current={asset.path === activePath ? 'page' : undefined}
          onClick={() => onPreview(asset.path)}
        />
      ))}
      <Stack gap={4} px="sm" py={6}>
        <FileButton onChange={(file) => file && onAdd(file)} accept={draftAssetLimits.extensions.join(',')}>
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={isAdding}>
              {t('assets.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('assets.limits', {
            extensions: draftAssetLimits.extensions.join(', '),
            maxMb: draftAssetLimits.maxAssetBytes / (1024 * 1024),
            used: formatBytes(uploaded),
            totalMb: draftAssetLimits.maxTotalBytes / (1024 * 1024),
          })}
        </Text>
      </Stack>
    </NavLink>
  );
}
