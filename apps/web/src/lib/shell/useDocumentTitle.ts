import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

/** docs/product/shell.md SHELL-5: page titles read '{title} | {product} Developers'. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const { productName } = usePublicConfig();
  const full = t('pageTitle', { title, product: productName });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
