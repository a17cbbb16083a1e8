import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { useAppDraft } from '../../draft/useAppDraft.tsx';
import { orchestratePaths } from '../orchestrationFiles.ts';
import { DraftOrchestration } from './DraftOrchestration.tsx';
import { VersionOrchestration } from './VersionOrchestration.tsx';

/**
 * /orchestrate/app/:a/:b/orchestrations/:c (docs/product/builder.md BUILDER-14): app `a`, `b` = 'draft'
 * (edited) or a version number (read-only), `c` = the orchestration's component id. React Flow is in this
 * route's chunk only.
 */
export function OrchestrationPage() {
  const { t } = useTranslation('builder');
  const { a = '', b = '', c = '' } = useParams();
  const isDraft = b === 'draft';
  const number = /^\d{1,9}$/.test(b) ? Number(b) : null;
  const { app, draft, gate } = useAppDraft(a, {
    failed: { app: t('page.loadFailed'), draft: t('page.draftFailed') },
    withDraft: isDraft,
    // Neither 'draft' nor a version number: no such page.
    notFound: !isDraft && number === null,
  });
  usePageTitle(app ? t('orchestrate.editor.title', { name: c, app: app.name }) : undefined);
  if (gate) return gate;
  if (!app) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {c}
        </Title>
        <Anchor component={Link} to={orchestratePaths.app(app.referenceId)} size="sm">
          {t('orchestrate.editor.allOf', { app: app.name })}
        </Anchor>
      </Group>
      {isDraft && draft ? (
        <DraftOrchestration key={`${app.id}/${c}`} app={app} draft={draft} componentId={c} />
      ) : number !== null ? (
        <VersionOrchestration app={app} number={number} componentId={c} />
      ) : null}
    </Stack>
  );
}
