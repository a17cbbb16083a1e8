import { Button, FileButton } from '@mantine/core';
import { APP_UPLOAD_EXTENSIONS } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';

type Props = {
  isDisabled: boolean;
  isDownloading: boolean;
  isUploading: boolean;
  onDownload: () => void;
  onUpload: (file: File) => void;
  /** /build/local/:app: the same app on a source loaded from the user's machine. */
  localHref: string;
};

/** Download the draft as a zip; upload a zip that replaces the whole draft once the user confirms. */
export function ZipActions({
  isDisabled,
  isDownloading,
  isUploading,
  onDownload,
  onUpload,
  localHref,
}: Props) {
  const { t } = useTranslation('builder');
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <>
      <Button size="xs" variant="default" onClick={onDownload} loading={isDownloading} disabled={isDisabled}>
        {t('zip.download')}
      </Button>
      <FileButton onChange={setChosen} accept={APP_UPLOAD_EXTENSIONS.join(',')}>
        {(props) => (
          <Button {...props} size="xs" variant="default" loading={isUploading} disabled={isDisabled}>
            {t('zip.upload')}
          </Button>
        )}
      </FileButton>
      <Button size="xs" variant="default" component={Link} to={localHref}>
        {t('local.open')}
      </Button>
      <ConfirmDialog
        opened={chosen !== null}
        title={t('zip.replaceTitle')}
        confirmLabel={t('zip.replace')}
        destructive
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          if (chosen) onUpload(chosen);
          setChosen(null);
        }}
      >
        {t('zip.replaceBody', { name: chosen?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
