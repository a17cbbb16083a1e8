import { Alert, Button, Group, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { SAML_MAX_DOMAINS, type SamlConfig, type SamlSignInSettings as Settings } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { samlApi, useSamlMutation } from './api/samlApi.ts';

/**
 * Which e-mail domains the sign-in page sends to the identity provider, and what a first sign-in of a
 * non-member does. The server checks each domain (one of the company's own, no other company's) and its
 * message is shown as it is.
 */
export function SamlSignInSettings({ org, config }: { org: string; config: SamlConfig }) {
  const { t } = useTranslation('console');
  const [domains, setDomains] = useState(config.domains);
  const [jitMembership, setJit] = useState(config.jitMembership);
  const [idpInitiated, setIdpInitiated] = useState(config.idpInitiated);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSamlMutation(org, (settings: Settings) => samlApi.saveSignIn(org, settings));

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { domains, jitMembership, idpInitiated },
      {
        onSuccess: () => setMessage({ ok: true, text: t('saml.signInSaved') }),
        onError: (e) => setMessage({ ok: false, text: errorText(e, t('saml.saveFailed')) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('saml.signInIntro')}</Text>
        <TagsInput
          label={t('saml.domains')}
          description={t('saml.domainsHint')}
          value={domains}
          onChange={setDomains}
          maxTags={SAML_MAX_DOMAINS}
          splitChars={[',', ' ']}
          clearable
        />
        <Switch
          label={t('saml.jitMembership')}
          description={t('saml.jitMembershipHint')}
          checked={jitMembership}
          onChange={(event) => setJit(event.currentTarget.checked)}
        />
        <Switch
          label={t('saml.idpInitiated')}
          description={t('saml.idpInitiatedHint')}
          checked={idpInitiated}
          onChange={(event) => setIdpInitiated(event.currentTarget.checked)}
        />
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('saml.saveSignIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
