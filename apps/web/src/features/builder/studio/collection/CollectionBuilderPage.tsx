import { Anchor, Group, Stack, Title } from '@mantine/core';
import { collectionsOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { useAppDraft } from '../../draft/useAppDraft.tsx';
import { studioPaths } from '../collectionFiles.ts';
import { DraftCollection } from './DraftCollection.tsx';

/**
 * /studiobuilder/app/:app/collection/:collection/builder (docs/product/builder.md BUILDER-13): a collection
 * of the app's draft.
 */
export function CollectionBuilderPage() {
  const { t } = useTranslation('builder');
  const { app: ref = '', collection = '' } = useParams();
  const { app, draft, gate } = useAppDraft(ref, {
    failed: { app: t('page.loadFailed'), draft: t('page.draftFailed') },
  });
  usePageTitle(app ? t('studio.builder.title', { name: collection, app: app.name }) : undefined);
  if (gate) return gate;
  if (!app || !draft) return null;
  const name = collectionsOf(draft.files).find((c) => c.id === collection)?.name ?? collection;
  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {name}
        </Title>
        <Anchor component={Link} to={studioPaths.app(app.referenceId)} size="sm">
          {t('studio.builder.allOf', { app: app.name })}
        </Anchor>
      </Group>
      <DraftCollection key={`${app.id}/${collection}`} app={app} draft={draft} componentId={collection} />
    </Stack>
  );
}
