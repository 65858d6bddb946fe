import { useEffect, useState } from 'react';
import { CAPTCHA_BADGE_WAIT_MS, CAPTCHA_REFRESH_MS } from '../../shared/constants';
import { useSite } from '../site/site-context';
import { solveNewChallenge } from './captcha-client';
import type { InvisibleCaptcha } from './challenge-requests';
import { invisibleTokenSource } from './invisible-token';

/**
 * The invisible (v3) captcha of the payment step (spec §4, §9): where the site enables it
 * (`integrations.captcha.invisible` in its configuration), a token is made when the component
 * mounts and renewed every 30 s until it unmounts. Pass the result as the payment call's
 * `captcha` option and the call carries the token, and opens the challenge dialog on a 428:
 *
 *     const captcha = useInvisibleCaptcha();
 *     api.fetch(CHECKOUT_API.checkoutPayment, { method: 'POST', body, headers, captcha });
 *
 * Where the site does not enable it, the call sends no token and still gets the dialog.
 */
export function useInvisibleCaptcha(): InvisibleCaptcha {
  const enabled = useSite().config.integrations.captcha?.invisible === true;
  const [source] = useState(() =>
    invisibleTokenSource({
      solve: (signal) => solveNewChallenge('v3', { signal }),
      refreshMs: CAPTCHA_REFRESH_MS,
      waitMs: CAPTCHA_BADGE_WAIT_MS,
    }),
  );
  useEffect(() => {
    if (!enabled) return;
    source.start();
    return () => source.stop();
  }, [enabled, source]);
  return source;
}
