import { Stack } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useUnretireAppMutation } from '../api/appsMutations.ts';
import { appListQueryOptions } from '../api/appsQueries.ts';
import { RetireAppDialog } from '../retire/RetireAppDialog.tsx';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { AppsTable } from './AppsTable.tsx';
import { DeleteAppDialog } from './DeleteAppDialog.tsx';
import { ListStates } from './ListStates.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { toAppListQuery } from './listSearch.utils.ts';
import { MountedOnceOpened } from './MountedOnceOpened.tsx';
import { RetiredAppsTable } from './RetiredAppsTable.tsx';
import { useListSearch } from './useListSearch.ts';

type Props = { list: 'all' | 'builtOn' | 'retired' };

/** One of the company's own app lists, searched, sorted and paged by the server. */
export function OwnAppsList({ list }: Props) {
  const { t } = useTranslation('console');
  const { search, setSearch } = useListSearch();
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const query = useQuery(appListQueryOptions(organizationId, toAppListQuery(list, search)));
  const { canWrite, canRetire } = useAppPermissions();
  const [retiring, setRetiring] = useState<App | null>(null);
  const [deleting, setDeleting] = useState<App | null>(null);
  const unretire = useUnretireAppMutation();

  const handleUnretire = (app: App) =>
    unretire.mutate(app.id, {
      onSuccess: () => toast.info(t('appsList.unretire.done', { name: app.name })),
      onError: () => toast.error(t('appsList.unretire.error', { name: app.name })),
    });

  const emptyText = search.q ? t('appsList.empty.search', { q: search.q }) : t(`appsList.empty.${list}`);
  return (
    <Stack gap="md">
      <ListToolbar search={search} onChange={setSearch} />
      <ListStates
        query={query}
        errorText={t('appsList.error')}
        emptyText={emptyText}
        page={search.page}
        onPage={(page) => setSearch({ page })}
      >
        {list === 'retired' ? (
          <RetiredAppsTable
            apps={query.data?.data ?? []}
            onUnretire={canRetire ? handleUnretire : undefined}
            unretiringId={unretire.isPending ? (unretire.variables ?? null) : null}
          />
        ) : (
          <AppsTable
            apps={query.data?.data ?? []}
            onRetire={canRetire ? setRetiring : undefined}
            onDelete={canWrite ? setDeleting : undefined}
          />
        )}
      </ListStates>
      <MountedOnceOpened opened={retiring !== null}>
        {(opened) => <RetireAppDialog app={opened ? retiring : null} onClose={() => setRetiring(null)} />}
      </MountedOnceOpened>
      <MountedOnceOpened opened={deleting !== null}>
        {(opened) => <DeleteAppDialog app={opened ? deleting : null} onClose={() => setDeleting(null)} />}
      </MountedOnceOpened>
    </Stack>
  );
}
