import { useEffect, useMemo, useRef, useState } from 'react';
import { CAPTCHA_BADGE_WAIT_MS, CAPTCHA_REFRESH_MS } from '../../shared/constants';
import { useSite } from '../site/site-context';
import { solveNewChallenge } from './captcha-client';
import type { InvisibleCaptcha } from './challenge-requests';
import { invisibleTokenSource } from './invisible-token';

/**
 * The invisible (v3) captcha of the payment step (spec §4, §9): where the site enables it
 * (`integrations.captcha.invisible` in its configuration), a token is made when the component
 * mounts (or, on demand, when first wanted) and renewed every 30 s until it unmounts. Pass the result as the payment call's
 * `captcha` option and the call carries the token, and opens the challenge dialog on a 428:
 *
 *     const captcha = useInvisibleCaptcha();
 *     api.fetch(CHECKOUT_API.checkoutPayment, { method: 'POST', body, headers, captcha });
 *
 * Where the site does not enable it, the call sends no token and still gets the dialog.
 */
export interface DemandCaptcha extends InvisibleCaptcha {
  /** starts making tokens, when the shopper shows they may soon pay (focus, pointer) */
  warm(): void;
}

/**
 * `{ onDemand: true }`: nothing is made on mount, only from the first `warm()` or `take()`, for a
 * control that stays on screen while most shoppers never use it (the basket's express button):
 * a proof of work every 30 s for each basket viewed would cost their phones for nothing.
 */
export function useInvisibleCaptcha(options?: { onDemand?: boolean }): DemandCaptcha {
  const enabled = useSite().config.integrations.captcha?.invisible === true;
  const onDemand = options?.onDemand === true;
  const [source] = useState(() =>
    invisibleTokenSource({
      solve: (signal) => solveNewChallenge('v3', { signal }),
      refreshMs: CAPTCHA_REFRESH_MS,
      waitMs: CAPTCHA_BADGE_WAIT_MS,
    }),
  );
  // tokens are made only while mounted: a warm() or take() after unmount starts nothing
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (enabled && !onDemand) source.start();
    return () => {
      mounted.current = false;
      source.stop();
    };
  }, [enabled, onDemand, source]);
  return useMemo(() => {
    const warm = () => {
      if (enabled && mounted.current) source.start();
    };
    return {
      warm,
      take: () => {
        warm();
        return source.take();
      },
    };
  }, [enabled, source]);
}
