import { Anchor, Badge, Group, type MantineColor, Stack, Text } from '@mantine/core';
import {
  type Build,
  type BuildSignatureState,
  buildSignatureState,
  signingEndpoints,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Public and same-origin: the JWK set a tenant verifies artifacts with (docs/app-lifecycle.md). */
export const SIGNING_KEYS_URL = signingEndpoints.getBuildSigningKeys.path;

const colors: Record<BuildSignatureState, MantineColor> = {
  signed: 'green',
  sealed: 'yellow',
  unsigned: 'gray',
};

/** Long base64url and hex values wrap anywhere instead of widening a narrow screen. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** Whether and how the build's artifact is signed: Ed25519 with its key, a legacy seal, or not at all. */
export function BuildSignature({ build }: { build: Pick<Build, 'status' | 'signature' | 'signatureKeyId'> }) {
  const { t } = useTranslation('console');
  const state = buildSignatureState(build);
  return (
    <Stack gap={4} mt="xs" data-testid="build-signature">
      <Group gap="xs">
        <Text size="sm">{t('signing.label')}:</Text>
        {/* Dark text on the light tint: the tint's own shade fails WCAG AA at badge size. */}
        <Badge color={colors[state]} variant="light" radius="sm">
          {t(`signing.state.${state}`)}
        </Badge>
      </Group>
      {state === 'signed' && (
        <>
          <Text size="sm" style={wrapAnywhere}>
            {t('signing.keyId')}: <code>{build.signatureKeyId}</code>
          </Text>
          <Text size="sm" style={wrapAnywhere}>
            {t('signing.signature')}: <code>{build.signature}</code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('signing.signedExplain')}{' '}
            <Anchor href={SIGNING_KEYS_URL} size="sm" underline="always">
              {t('signing.publicKeys')}
            </Anchor>
          </Text>
        </>
      )}
      {state === 'sealed' && (
        <>
          <Text size="sm" style={wrapAnywhere}>
            {t('signing.seal')}: <code>{build.signature}</code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('signing.sealedExplain')}
          </Text>
        </>
      )}
      {state === 'unsigned' && (
        <Text size="sm" c="dimmed">
          {build.status === 'QUEUED_FOR_SIGNING' ? t('signing.pending') : t('signing.unsignedExplain')}
        </Text>
      )}
    </Stack>
  );
}
