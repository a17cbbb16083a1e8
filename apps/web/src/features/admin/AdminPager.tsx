import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The admin lists' pager: shown only when there is more than one page, its controls named for screen readers. */
export function AdminPager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`adminApps.apps.pager.${control}`) })}
    />
  );
}
