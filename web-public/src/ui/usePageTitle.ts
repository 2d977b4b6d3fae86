import { useEffect } from 'react';
import { t } from '../i18n/t';

/** "<page> | GharSetu" in the browser tab; without a page, the home title (which names Patna). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? t('title.page', { page }) : t('title.home');
  }, [page]);
}
