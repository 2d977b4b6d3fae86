import { useEffect } from 'react';
import { activeLanguage, t } from '../i18n/t';

/** "<page> | GharSetu" in the browser tab; without a page, the home title (which names Patna). In the page's language. */
export function usePageTitle(page?: string): void {
  const language = activeLanguage();
  useEffect(() => {
    document.title = page ? t('title.page', { page }) : t('title.home');
  }, [page, language]);
}
