import { Alert, Anchor, Badge, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../../lib/loading/QueryState.tsx';
import { appVersionsQueryOptions } from '../../../console-apps/index.ts';
import { manifestComponents } from '../../editor/manifestComponents.ts';
import { versionFilesQueryOptions } from '../api/versionFiles.ts';
import { FlowEditor } from '../canvas/FlowEditor.tsx';
import { orchestratePaths } from '../orchestrationFiles.ts';

const ignore = () => undefined;

/** A built version's orchestration, read-only: versions never change; edits are made in the draft. */
export function VersionOrchestration({
  app,
  number,
  componentId,
}: {
  app: App;
  number: number;
  componentId: string;
}) {
  const { t } = useTranslation('builder');
  const versions = useQuery(appVersionsQueryOptions(app.id));
  const version = versions.data?.data.find((v) => v.number === number);
  const files = useQuery({ ...versionFilesQueryOptions(version?.id ?? ''), enabled: !!version });
  const failed = {
    errorMessage: t('orchestrate.editor.versionFailed'),
    errorDetail: (error: Error) => error.message,
  };
  const notFound = (
    <Alert color="gray" title={t('orchestrate.editor.notFoundTitle')}>
      <Text size="sm">{t('orchestrate.editor.notFound', { name: `${componentId} (${number})` })}</Text>
      <Anchor component={Link} to={orchestratePaths.app(app.referenceId)} size="sm">
        {t('orchestrate.editor.backToList')}
      </Anchor>
    </Alert>
  );
  return (
    <QueryState query={versions} {...failed}>
      {() =>
        version ? (
          <QueryState query={files} {...failed}>
            {(loaded) => {
              const component = manifestComponents(loaded).find(
                (c) => c.kind === 'orchestration' && c.id === componentId,
              );
              return component ? (
                <FlowEditor
                  text={loaded[component.path] ?? ''}
                  readOnly
                  onText={ignore}
                  actions={() => (
                    <>
                      <Badge variant="light" radius="sm">
                        {t('orchestrate.editor.readOnly', { number })}
                      </Badge>
                      <Anchor
                        component={Link}
                        to={orchestratePaths.orchestration(app.referenceId, 'draft', componentId)}
                        size="sm"
                      >
                        {t('orchestrate.editor.editDraft')}
                      </Anchor>
                    </>
                  )}
                />
              ) : (
                notFound
              );
            }}
          </QueryState>
        ) : (
          notFound
        )
      }
    </QueryState>
  );
}
