import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Rows in the whole list, not pages. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** The navigation's accessible name ("Pages of apps"): a page may hold more than one pager. */
  label: string;
};

/**
 * The one pager of every paged list: nothing for a single page; otherwise a labelled navigation whose
 * every page and control a screen reader names. Left-aligned under the rows, as the console's apps list
 * showed it first. The page is clamped to the last so a link kept from a longer list still marks one.
 */
export function Pager({ total, pageSize, page, onChange, label }: Props) {
  const { t } = useTranslation('core');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </nav>
  );
}
