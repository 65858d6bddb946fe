import { useT } from '../../../../platform/i18n/i18n-context';
import { Button } from '../../../../platform/ui/button';
import { paginatorClass, paginatorStatusClass } from './paginator.styles';

export interface PaginatorProps {
  /** 1-based */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** "Page X of Y" with Previous and Next, each disabled at its end. */
export function Paginator({ page, pages, onPage }: PaginatorProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('WEB.LISTING.PAGINATION.LABEL')} className={paginatorClass}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('WEB.LISTING.PAGINATION.PREVIOUS')}
      </Button>
      <p className={paginatorStatusClass}>{t('WEB.LISTING.PAGINATION.STATUS', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('WEB.LISTING.PAGINATION.NEXT')}
      </Button>
    </nav>
  );
}
