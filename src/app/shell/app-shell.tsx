import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../platform/i18n/i18n-context';
import { lazyRegion } from '../../platform/ui/lazy-region';
import { RegionBoundary } from '../../platform/ui/region-boundary';
import { RouteErrorBoundary } from '../error/route-error-boundary';
import { AppRoutes } from '../routes';
import { RouteEffects } from '../seo/route-effects';
import { layoutClass, mainClass, skipLinkClass } from './app-shell.styles';
import { Header } from './header';
import { PageSkeleton } from './page-skeleton';
import { PromoBar } from './promo-bar';
import { SessionServices } from './session-services';
import { UnavailablePanelSlot } from './unavailable-panel-slot';

const MAIN_ID = 'main-content';

/**
 * Below the fold on every page, so a region of its own (issue 10): the server renders it as
 * part of the page, and its chunk is fetched and hydrated when the shopper comes near it.
 */
const Footer = lazyRegion(() => import('./footer').then((module) => module.Footer));
/**
 * What only shows when something happens (the shop offline, a new build ready, a page
 * scrolled past a screen) comes when the page is idle: nothing before the first interaction
 * needs it.
 */
const OfflineIndicator = lazyRegion(
  () =>
    import('../../platform/offline/offline-indicator').then((module) => module.OfflineIndicator),
  { when: 'idle' },
);
const UpdatePrompt = lazyRegion(
  () => import('../../platform/offline/update-prompt').then((module) => module.UpdatePrompt),
  { when: 'idle' },
);
/** The captcha's challenge dialog, when a payment is answered 428 (spec §8). */
const ChallengeHost = lazyRegion(
  () => import('../../platform/captcha/captcha-door').then((module) => module.ChallengeHost),
  { when: 'idle' },
);
const ScrollTopButton = lazyRegion(
  () => import('./scroll-top-button').then((module) => module.ScrollTopButton),
  { when: 'idle' },
);

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
      <ChallengeHost />
      <RouteEffects />
      <SessionServices />
    </div>
  );
}
