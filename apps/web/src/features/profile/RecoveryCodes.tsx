import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/files/browserDownload.ts';

/** The recovery codes of a new enrolment: shown this once, to copy or download before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('core');
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack gap="sm" maw={520}>
      <Alert color="blue" title={t('profile.twoFactor.codesTitle')}>
        {t('profile.twoFactor.codesText')}
      </Alert>
      <List aria-label={t('profile.twoFactor.codesLabel')} listStyleType="none" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Text ff="monospace">{code}</Text>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => saveFile(text, 'recovery-codes.txt', 'text/plain')}>
          {t('profile.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('profile.twoFactor.codesDone')}</Button>
      </Group>
    </Stack>
  );
}
