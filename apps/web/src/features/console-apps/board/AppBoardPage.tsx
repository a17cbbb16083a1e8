import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { App, Environment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { AppViewFrame } from '../view/AppViewFrame.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { boardQueryOptions } from './api/boardApi.ts';
import { BoardColumnCard } from './BoardColumnCard.tsx';
import { EnvironmentRollbackDialog } from './EnvironmentRollbackDialog.tsx';
import { RollbackDialog, type RollbackTarget } from './RollbackDialog.tsx';

/**
 * /console/apps/view/:id/board: the promotion board, one column per environment (docs/product/promotions.md
 * PROMO-3).
 */
export function AppBoardPage() {
  const { id = '' } = useParams();
  return (
    <AppViewFrame appId={id} section="board">
      {(app) => <Board app={app} />}
    </AppViewFrame>
  );
}

function Board({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const board = useQuery(boardQueryOptions(app.id));
  const { canDeploy } = useAppPermissions();
  const [target, setTarget] = useState<RollbackTarget | null>(null);
  const [environment, setEnvironment] = useState<Environment | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" maw={720}>
          {t('appView.board.explain')}
        </Text>
        <Button component={Link} to={appViewPaths.compare(app.id)} variant="default">
          {t('appView.board.compare')}
        </Button>
      </Group>
      {!canDeploy && <Text size="sm">{t('appView.board.cannotRollBack')}</Text>}
      <QueryState
        query={board}
        errorMessage={t('appView.board.loadError')}
        errorDetail={(error) => error.message}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.columns.map((column) => (
              <BoardColumnCard
                key={column.environment}
                app={app}
                column={column}
                onRollback={
                  canDeploy ? (tenant) => setTarget({ tenant, environment: column.environment }) : null
                }
                onRollbackEnvironment={canDeploy ? () => setEnvironment(column.environment) : null}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {target && <RollbackDialog app={app} target={target} onClose={() => setTarget(null)} />}
      {environment && (
        <EnvironmentRollbackDialog
          appId={app.id}
          environment={environment}
          onClose={() => setEnvironment(null)}
        />
      )}
    </Stack>
  );
}
