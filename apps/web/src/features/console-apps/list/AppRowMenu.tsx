import { Button, Menu } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  app: App;
  onRetire?: (app: App) => void;
  onDelete?: (app: App) => void;
};

/** A row's actions; Retire and Delete only for those allowed (the caller leaves them out). */
export function AppRowMenu({ app, onRetire, onDelete }: Props) {
  const { t } = useTranslation('console');
  // The dropdown (its portal and transition) mounts once a pointer or the keyboard reaches the button, before
  // it opens: a page of closed menus was a good part of the rows' first render (bench/README.md "The
  // console's renders"). Opened otherwise, it mounts with the opening.
  const [isReached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <Menu position="bottom-end" withinPortal onOpen={reach}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          aria-label={t('appsList.rowMenu.label', { name: app.name })}
          onPointerEnter={reach}
          onFocus={reach}
        >
          {t('appsList.rowMenu.button')}
        </Button>
      </Menu.Target>
      {isReached && (
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`/console/apps/view/${app.id}`}>
            {t('appsList.rowMenu.open')}
          </Menu.Item>
          {onRetire && <Menu.Item onClick={() => onRetire(app)}>{t('appsList.rowMenu.retire')}</Menu.Item>}
          {onDelete && (
            <Menu.Item color="red" onClick={() => onDelete(app)}>
              {t('appsList.rowMenu.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      )}
    </Menu>
  );
}
