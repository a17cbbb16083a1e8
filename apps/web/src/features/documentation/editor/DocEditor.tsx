import { Alert, Stack, Switch, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { type DocPreview, docSlugSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { MarkdownContent } from '../../../lib/markdown/MarkdownContent.tsx';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { usePreviewDocMutation, useSaveDocMutation } from '../api/docsMutations.ts';
import { docSourceQueryOptions } from '../api/docsQueries.ts';
import { newDocTemplate } from './newDocTemplate.ts';

type Props = { slug: string | null; onClose: () => void };

/** Staff write a page (admin.docs): its Markdown with front matter, a preview as readers will see it. */
export function DocEditor({ slug, onClose }: Props) {
  const { t } = useTranslation('core');
  const source = useQuery({ ...docSourceQueryOptions(slug ?? ''), enabled: slug !== null });
  if (slug === null)
    return (
      <EditorForm slug={null} initial={{ source: newDocTemplate(), published: false }} onClose={onClose} />
    );
  if (source.data) return <EditorForm slug={slug} initial={source.data} onClose={onClose} />;
  return (
    <PortalModal opened onClose={onClose} size="large" height={75} title={t('docs.editor.editTitle')}>
      <QueryState query={source} errorMessage={t('docs.loadError')}>
        {() => null}
      </QueryState>
    </PortalModal>
  );
}

function EditorForm({
  slug,
  initial,
  onClose,
}: {
  slug: string | null;
  initial: { source: string; published: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [newSlug, setNewSlug] = useState('');
  const [source, setSource] = useState(initial.source);
  const [published, setPublished] = useState(initial.published);
  const [tab, setTab] = useState<string | null>('markdown');
  const [preview, setPreview] = useState<DocPreview | null>(null);
  const slugError =
    slug === null && newSlug !== '' ? docSlugSchema.safeParse(newSlug).error?.issues[0]?.message : undefined;

  const render = usePreviewDocMutation({ onSuccess: setPreview });
  const save = useSaveDocMutation({
    onSuccess: (saved) => {
      toast.info(t('docs.editor.saved', { title: saved.title }));
      onClose();
      if (slug === null) void navigate(`/documentation/${saved.slug}`);
    },
  });
  // The server's 400, 409 and 422 texts name the fault (front matter, address, size).
  const messageOf = (error: unknown) => errorText(error, t('docs.editor.saveError'), [400, 409, 422]);

  function handleSubmit() {
    save.mutate({ slug, newSlug, source, published });
  }

  return (
    <FormModal
      size="large"
      height={75}
      title={slug ? t('docs.editor.editTitle') : t('docs.editor.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      noValidate
      problem={save.isError ? messageOf(save.error) : null}
      submitLabel={t('docs.editor.save')}
      cancelLabel={t('docs.editor.cancel')}
      busy={save.isPending}
      submitDisabled={slug === null && (newSlug === '' || !!slugError)}
    >
      {slug === null && (
        <TextInput
          label={t('docs.editor.slug')}
          description={t('docs.editor.slugHint')}
          required
          value={newSlug}
          error={slugError}
          onChange={(event) => setNewSlug(event.currentTarget.value.trim().toLowerCase())}
          leftSection={<span aria-hidden>/</span>}
          data-autofocus
        />
      )}
      <Tabs
        value={tab}
        onChange={(next) => {
          setTab(next);
          if (next === 'preview') render.mutate(source);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="markdown">{t('docs.editor.markdown')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('docs.editor.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="markdown" pt="sm">
          <Textarea
            label={t('docs.editor.source')}
            description={t('docs.editor.sourceHint')}
            value={source}
            onChange={(event) => setSource(event.currentTarget.value)}
            rows={18}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          {render.isPending ? (
            <DelayedSpinner />
          ) : render.isError ? (
            <Alert color="red" variant="light" title={t('docs.editor.previewError')}>
              {messageOf(render.error)}
            </Alert>
          ) : preview ? (
            <Stack gap="xs">
              <Title order={2}>{preview.title}</Title>
              <MarkdownContent html={preview.html} />
            </Stack>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <Switch
        label={t('docs.editor.published')}
        checked={published}
        onChange={(event) => setPublished(event.currentTarget.checked)}
      />
    </FormModal>
  );
}
