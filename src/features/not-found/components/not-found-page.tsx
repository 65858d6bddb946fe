import { Link } from 'wouter';
import { useContentData } from '../../content';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { useResponseStatus } from '../../../platform/routing/server-response';
import { buttonClass } from '../../../platform/ui/button';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import { SearchInput } from '../../search';
import {
  groupsClass,
  introClass,
  pageClass,
  popularClass,
  searchBoxClass,
  statusClass,
} from './not-found-page.styles';
import { useSoftNotFound } from '../hooks/use-soft-not-found';

/** Top-level categories and their children, the most useful ways back into the shop. */
function PopularCategories() {
  const t = useT();
  const tree = useContentData('navTree');
  const groups = (tree.data?.items ?? []).filter((node) => !node.hide);
  if (groups.length === 0) return null;
  return (
    <section className={popularClass} aria-labelledby="not-found-popular">
      <h2 id="not-found-popular">{t('WEB.NOTFOUND.POPULAR')}</h2>
      <div className={groupsClass}>
        {groups.map((group) => (
          <div key={group.key}>
            <h3>
              <Link href={group.path}>{group.label}</Link>
            </h3>
            <ul>
              {(group.items ?? [])
                .filter((node) => !node.hide)
                .map((node) => (
                  <li key={node.key}>
                    <Link href={node.path}>{node.label}</Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The soft 404 (spec §2): from the worker's shell the page answers 200, so it says plainly that nothing
 * is here and offers the way home, a search and popular categories. A path in the redirects
 * map is sent on instead, announced while the new page loads.
 */
export function NotFoundPage() {
  const t = useT();
  const state = useSoftNotFound();
  // the server answers a path nothing serves with 404 and this page (a soft 404 in the app)
  useResponseStatus(state === 'not-found' ? 404 : null);
  if (state !== 'not-found') {
    return (
      <div className={pageClass} aria-busy="true">
        <p role="status" className={visuallyHidden}>
          {state === 'redirecting' ? t('WEB.NOTFOUND.REDIRECTING') : ''}
        </p>
      </div>
    );
  }
  return (
    <div className={pageClass}>
      <div className={introClass}>
        <p className={statusClass}>{t('WEB.NOTFOUND.STATUS')}</p>
        <h1>{t('WEB.NOTFOUND.TITLE')}</h1>
        <p>{t('WEB.NOTFOUND.DESCRIPTION')}</p>
        <Link href={paths.home()} className={buttonClass}>
          {t('WEB.NOTFOUND.HOME')}
        </Link>
      </div>
      <div className={searchBoxClass}>
        <p id="not-found-search-title">{t('WEB.NOTFOUND.SEARCH')}</p>
        <SearchInput id="not-found-search" variant="page" labelledBy="not-found-search-title" />
      </div>
      <PopularCategories />
    </div>
  );
}
