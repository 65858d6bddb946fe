import { css, cx } from '@linaria/core';
import type { CSSProperties } from 'react';
import { tokens } from './tokens';

/**
 * A placeholder block shown while content loads: a soft sand shape with a slow shimmer (none
 * when the shopper prefers reduced motion). Decorative: the loading region carries aria-busy.
 */
const skeletonClass = css`
  display: block;
  background: linear-gradient(
    90deg,
    ${tokens.sand} 0%,
    color-mix(in srgb, ${tokens.sand} 55%, white) 50%,
    ${tokens.sand} 100%
  );
  background-size: 200% 100%;
  border-radius: ${tokens.radius};
  animation: vitrine-shimmer 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  @keyframes vitrine-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
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
