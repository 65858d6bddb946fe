import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass } from '../../../../platform/ui/button';
import { emptyClass } from './basket-page.styles';

/** An empty bag: a calm word and the way back to the shop. */
export function BasketEmpty() {
  const t = useT();
  return (
    <section className={emptyClass}>
      <h2>{t('WEB.BASKET.EMPTY.TITLE')}</h2>
      <p>{t('WEB.BASKET.EMPTY.BODY')}</p>
      <Link href={paths.home()} className={buttonClass}>
        {t('WEB.BASKET.CONTINUE')}
      </Link>
    </section>
  );
}
