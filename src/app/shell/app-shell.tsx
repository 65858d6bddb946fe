import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../platform/i18n/i18n-context';
import { OfflineIndicator } from '../../platform/offline/offline-indicator';
import { UpdatePrompt } from '../../platform/offline/update-prompt';
import { lazyRegion } from '../../platform/ui/lazy-region';
import { RegionBoundary } from '../../platform/ui/region-boundary';
import { RouteErrorBoundary } from '../error/route-error-boundary';
import { AppRoutes } from '../routes';
import { RouteEffects } from '../seo/route-effects';
import { layoutClass, mainClass, skipLinkClass } from './app-shell.styles';
import { Header } from './header';
import { PageSkeleton } from './page-skeleton';
import { PromoBar } from './promo-bar';
import { ScrollTopButton } from './scroll-top-button';
import { SessionServices } from './session-services';
import { UnavailablePanelSlot } from './unavailable-panel-slot';

const MAIN_ID = 'main-content';

/**
 * Below the fold on every page, so a region of its own (issue 10): the server renders it as
 * part of the page, and its chunk is fetched and hydrated when the shopper comes near it.
 */
const Footer = lazyRegion(() => import('./footer').then((module) => module.Footer));

/** Skip link, promo bar, header, the routed page, footer and the floating controls (spec §2). */
export function AppShell() {
  const t = useT();
  const [location] = useLocation();
  return (
    <div className={layoutClass}>
      <a className={skipLinkClass} href={`#${MAIN_ID}`}>
        {t('WEB.SKIP.TO.CONTENT')}
      </a>
      <OfflineIndicator />
      <PromoBar />
      <Header />
      <main className={mainClass} id={MAIN_ID} tabIndex={-1}>
        <RouteErrorBoundary resetKey={location}>
          <Suspense fallback={<PageSkeleton />}>
            <UnavailablePanelSlot>
              <AppRoutes />
            </UnavailablePanelSlot>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <RegionBoundary name="Footer">
        <Footer />
      </RegionBoundary>
      <ScrollTopButton />
      <UpdatePrompt />
      <RouteEffects />
      <SessionServices />
    </div>
  );
}
