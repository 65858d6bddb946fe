import { useId, type ReactNode } from 'react';
import { cardMark, cardName } from '../logic/card-names';
import { markClass } from './payment.styles';

const FONT = 'Helvetica, Arial, sans-serif';

/** Two overlapping rings (Mastercard's red and yellow, Maestro's red and blue). */
function Rings({ left, right, middle }: { left: string; right: string; middle: string }) {
  const clip = useId();
  return (
    <>
      <clipPath id={clip}>
        <circle cx="16" cy="13" r="7" />
      </clipPath>
      <circle cx="16" cy="13" r="7" fill={left} />
      <circle cx="24" cy="13" r="7" fill={right} />
      <circle cx="24" cy="13" r="7" fill={middle} clipPath={`url(#${clip})`} />
    </>
  );
}

const word = (text: string, fill: string, size = 10, italic = false) => (
  <text
    x="20"
    y="17"
    textAnchor="middle"
    fontFamily={FONT}
    fontSize={size}
    fontWeight="700"
    fontStyle={italic ? 'italic' : undefined}
    fill={fill}
  >
    {text}
  </text>
);

/** Each scheme's mark, drawn small and plainly here (no image request, no third-party asset). */
const MARKS: Record<string, () => ReactNode> = {
  visa: () => word('VISA', '#1a1f71', 11, true),
  mastercard: () => <Rings left="#eb001b" right="#f79e1b" middle="#ff5f00" />,
  maestro: () => <Rings left="#eb001b" right="#00a2e5" middle="#7375cf" />,
  amex: () => (
    <>
      <rect x="1" y="1" width="38" height="24" rx="2.5" fill="#016fd0" />
      {word('AMEX', '#fff', 10)}
    </>
  ),
  jcb: () => (
    <text x="20" y="17" textAnchor="middle" fontFamily={FONT} fontSize="11" fontWeight="700">
      <tspan fill="#0e4c96">J</tspan>
      <tspan fill="#e21836">C</tspan>
      <tspan fill="#00a84f">B</tspan>
    </text>
  ),
  unionpay: () => (
    <text x="20" y="16" textAnchor="middle" fontFamily={FONT} fontSize="7.5" fontWeight="700">
      <tspan fill="#e21836">Union</tspan>
      <tspan fill="#00447c">Pay</tspan>
    </text>
  ),
  'cartes-bancaires': () => (
    <>
      <rect x="1" y="1" width="38" height="24" rx="2.5" fill="#1b4f72" />
      {word('CB', '#fff', 11)}
    </>
  ),
  discover: () => word('DISCOVER', '#e55c20', 6.5),
  diners: () => (
    <>
      <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" strokeWidth="2" />
      <path d="M18 8.5v9M22 8.5v9" stroke="#0079be" strokeWidth="1.6" />
    </>
  ),
};

/** A card seen from the front, for a card of no scheme the shop knows. */
const plainCard = () => (
  <>
    <rect
      x="8"
      y="6"
      width="24"
      height="14"
      rx="2"
      fill="none"
      stroke="#6d675e"
      strokeWidth="1.4"
    />
    <path d="M8 10h24" stroke="#6d675e" strokeWidth="2" />
  </>
);

/**
 * A card scheme's mark, for a detected brand or a brand as payloads carry it (mc, amex, cup).
 * Named for screen readers (role img) unless `decorative`, where the text beside it names it.
 */
export function CardMark({ brand, decorative = false }: { brand: string; decorative?: boolean }) {
  const draw = MARKS[cardMark(brand)] ?? plainCard;
  const name = cardName(brand);
  const named = !decorative && name !== undefined;
  return (
    <svg
      className={markClass}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      focusable="false"
      {...(named ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="3" fill="#fff" stroke="#d9d3c9" />
      {draw()}
    </svg>
  );
}
