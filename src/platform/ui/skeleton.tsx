import { css, cx } from '@linaria/core';
import type { CSSProperties } from 'react';
import { tokens } from './tokens';

/**
 * A placeholder block shown while content loads: a soft sand shape with a slow shimmer (none
 * when the shopper prefers reduced motion). Decorative: the loading region carries aria-busy.
 * The shimmer is a highlight layer moved by `transform`, which the compositor animates off the
 * main thread; animating the background itself repaints every skeleton on every frame and, with
 * a page of them, keeps the main thread busy as long as they are on screen.
 */
const skeletonClass = css`
  display: block;
  position: relative;
  overflow: hidden;
  background: ${tokens.sand};
  border-radius: ${tokens.radius};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      color-mix(in srgb, ${tokens.sand} 55%, white) 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: vitrine-shimmer 1.4s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      display: none;
    }
  }

  @keyframes vitrine-shimmer {
    to {
      transform: translateX(100%);
    }
  }
`;

export interface SkeletonProps {
  /** CSS inline size, e.g. "60%" or "12rem"; default 100% */
  width?: string;
  /** CSS block size; default 1em */
  height?: string;
  /** aspect ratio such as "3 / 4"; wins over height */
  aspectRatio?: string;
  className?: string;
}

export function Skeleton({
  width = '100%',
  height = '1em',
  aspectRatio,
  className,
}: SkeletonProps) {
  const style: CSSProperties = aspectRatio
    ? { inlineSize: width, aspectRatio }
    : { inlineSize: width, blockSize: height };
  return <span aria-hidden="true" className={cx(skeletonClass, className)} style={style} />;
}
