import { Alert, Button, FileInput, Group, Select, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  SAML_METADATA_MAX_BYTES,
  type SamlConfigResponse,
  type SamlConfigWrite,
  type SamlNameIdFormat,
  samlNameIdFormats,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { samlApi, useSamlMutation } from './api/samlApi.ts';

type Mode = 'metadata' | 'fields';

/**
 * Saves the identity provider: its metadata XML (a file or pasted) or its details by hand. The server
 * checks everything and its message is shown as it is; the size check here only spares a useless upload.
 */
export function SamlConfigForm({ org, current }: { org: string; current: SamlConfigResponse }) {
  const { t } = useTranslation('console');
  const [mode, setMode] = useState<Mode>('metadata');
  const [xml, setXml] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [entityId, setEntityId] = useState(current.configured ? current.entityId : '');
  const [ssoUrl, setSsoUrl] = useState(current.configured ? current.ssoUrl : '');
  const [nameIdFormat, setNameIdFormat] = useState<SamlNameIdFormat>(
    current.configured ? current.nameIdFormat : samlNameIdFormats[0],
  );
  const [certificate, setCertificate] = useState(
    current.configured ? (current.certificates[0]?.pem ?? '') : '',
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSamlMutation(org, (write: SamlConfigWrite) => samlApi.save(org, write));

  async function pick(next: File | null) {
    setFile(next);
    setMessage(null);
    if (!next) return;
    if (next.size > SAML_METADATA_MAX_BYTES) {
      setMessage({ ok: false, text: t('saml.tooLarge', { kb: SAML_METADATA_MAX_BYTES / 1024 }) });
      return;
    }
    setXml(await next.text());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (mode === 'metadata' && xml.trim() === '' && url.trim() === '') {
      setMessage({ ok: false, text: t('saml.metadataRequired') });
      return;
    }
    const write: SamlConfigWrite =
      mode === 'metadata'
        ? xml.trim() === ''
          ? { metadataUrl: url.trim() }
          : { metadataXml: xml }
        : { entityId, ssoUrl, nameIdFormat, certificates: certificate.trim() ? [certificate] : [] };
    save.mutate(write, {
      onSuccess: (saved) => {
        // The details tab shows what was saved, whichever way it came.
        if (saved.configured) {
          setEntityId(saved.entityId);
          setSsoUrl(saved.ssoUrl);
          setNameIdFormat(saved.nameIdFormat);
          setCertificate(saved.certificates[0]?.pem ?? '');
        }
        setXml('');
        setUrl('');
        setFile(null);
        setMessage({ ok: true, text: t('saml.saved') });
      },
      onError: (error) => setMessage({ ok: false, text: errorText(error, t('saml.saveFailed')) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Tabs value={mode} onChange={(value) => setMode((value as Mode | null) ?? 'metadata')}>
          <Tabs.List>
            <Tabs.Tab value="metadata">{t('saml.byMetadata')}</Tabs.Tab>
            <Tabs.Tab value="fields">{t('saml.byFields')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="metadata" pt="sm">
            <Stack gap="sm">
              <FileInput
                label={t('saml.metadataFile')}
                description={t('saml.metadataFileHint', { kb: SAML_METADATA_MAX_BYTES / 1024 })}
                accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
                value={file}
                onChange={(next) => void pick(next)}
                clearable
              />
              <Textarea
                label={t('saml.metadataXml')}
                value={xml}
                onChange={(event) => setXml(event.currentTarget.value)}
                autosize
                minRows={5}
                maxRows={14}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <TextInput
                label={t('saml.metadataUrlInput')}
                description={t('saml.metadataUrlHint')}
                type="url"
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="fields" pt="sm">
            <Stack gap="sm">
              <TextInput
                label={t('saml.idpEntityId')}
                value={entityId}
                onChange={(e) => setEntityId(e.currentTarget.value)}
                required
              />
              <TextInput
                label={t('saml.ssoUrl')}
                description={t('saml.ssoUrlHint')}
                value={ssoUrl}
                onChange={(e) => setSsoUrl(e.currentTarget.value)}
                required
              />
              <Select
                label={t('saml.nameIdFormat')}
                data={[...samlNameIdFormats]}
                value={nameIdFormat}
                onChange={(value) => value && setNameIdFormat(value as SamlNameIdFormat)}
                allowDeselect={false}
              />
              <Textarea
                label={t('saml.certificatePem')}
                value={certificate}
                onChange={(e) => setCertificate(e.currentTarget.value)}
                autosize
                minRows={5}
                maxRows={14}
                required
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('saml.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
