import type { ReactNode } from 'react';
import { markClass } from './payment.styles';

const FONT = 'Helvetica, Arial, sans-serif';

const text = (
  content: ReactNode,
  {
    fill,
    size,
    italic = false,
    y = 17,
  }: { fill: string; size: number; italic?: boolean; y?: number },
) => (
  <text
    x="20"
    y={y}
    textAnchor="middle"
    fontFamily={FONT}
    fontSize={size}
    fontWeight="700"
    fontStyle={italic ? 'italic' : undefined}
    fill={fill}
  >
    {content}
  </text>
);

const panel = (fill: string) => <rect x="1" y="1" width="38" height="24" rx="2.5" fill={fill} />;

/**
 * Each method's mark, drawn small and plainly here like the card schemes' (card-mark.tsx): no
 * image request, no third-party asset. Keyed by the logo names of the site configuration.
 */
const MARKS: Record<string, () => ReactNode> = {
  paypal: () =>
    text(
      <>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </>,
      { fill: '#003087', size: 10, italic: true },
    ),
  ideal: () => (
    <>
      {panel('#cc0066')}
      {text('iDEAL', { fill: '#fff', size: 9 })}
    </>
  ),
  alipay: () => (
    <>
      {panel('#1677ff')}
      {text('Alipay', { fill: '#fff', size: 8.5 })}
    </>
  ),
  'google-pay': () =>
    text(
      <>
        <tspan fill="#4285f4">G</tspan>
        <tspan fill="#3c4043"> Pay</tspan>
      </>,
      { fill: '#3c4043', size: 10 },
    ),
  'apple-pay': () => (
    <>
      {panel('#000')}
      {text('Apple Pay', { fill: '#fff', size: 7 })}
    </>
  ),
};

/** A brand code's mark where it differs from its logo's name. */
const LOGO_OF: Record<string, string> = { googlepay: 'google-pay', applepay: 'apple-pay' };

/**
 * A payment method's mark (PayPal, iDEAL, Alipay, Google Pay, Apple Pay), for a logo of the
 * site configuration or a brand code. Always decorative: the method's name is the text beside
 * it (the option's label, the review's line, the express button's name).
 */
export function MethodMark({ logo }: { logo: string }) {
  const draw = MARKS[LOGO_OF[logo] ?? logo];
  if (!draw) return null;
  return (
    <svg
      className={markClass}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      focusable="false"
      aria-hidden="true"
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="3" fill="#fff" stroke="#d9d3c9" />
      {draw()}
    </svg>
  );
}
