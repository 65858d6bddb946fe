import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useT } from '../../platform/i18n/i18n-context';
import { Icon } from '../../platform/ui/icon';
import { tokens } from '../../platform/ui/tokens';

const buttonClass = css`
  position: fixed;
  inset-block-end: 1.25rem;
  inset-inline-end: 1.25rem;
  z-index: 40;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.8rem;
  block-size: 2.8rem;
  padding: 0;
  border: 1px solid ${tokens.line};
  border-radius: 50%;
  background: ${tokens.paper};
  color: ${tokens.ink};
  box-shadow: 0 6px 18px rgb(28 26 23 / 0.14);
  cursor: pointer;

  &:hover {
    background: ${tokens.ink};
    color: ${tokens.paper};
  }
`;

/** Appears once the shopper has scrolled more than one viewport height (spec §2 "Shell"). */
export function ScrollTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY > window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  const scrollUp = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  };
  return (
    <button
      className={buttonClass}
      type="button"
      aria-label={t('WEB.SCROLL.TOP')}
      onClick={scrollUp}
    >
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
