/**
 * The icons a promotion's `iconRef` may name, drawn inline like the shop's own icons and kept
 * here, in the promotions chunk, rather than in the shell's icon set that every page loads.
 * An unknown name shows no icon. Decorative: the block's text says what the offer is.
 */
const PROMOTION_ICONS = {
  tag: 'M3.75 3.75h7.5l9 9-7.5 7.5-9-9v-7.5ZM8 6.75a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z',
  gift: 'M3.75 8.25h16.5V12H3.75zM5.25 12v8.25h13.5V12M12 8.25v12M12 8.25C10.5 4.5 6.75 4.5 7.5 6.75S12 8.25 12 8.25Zm0 0c1.5-3.75 5.25-3.75 4.5-1.5S12 8.25 12 8.25Z',
  truck:
    'M2.25 6.75h11.25v9.75H2.25zM13.5 9.75H18l3 3v3.75h-7.5M6 18.75a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm11.25 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  percent:
    'M5.25 18.75 18.75 5.25M7.5 9.75a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Zm9 9a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z',
} as const;

export const PROMOTION_ICON_NAMES = Object.keys(
  PROMOTION_ICONS,
) as (keyof typeof PROMOTION_ICONS)[];

export function PromotionIcon({ name, className }: { name: string; className?: string }) {
  const path = (PROMOTION_ICONS as Record<string, string>)[name];
  if (!path) return null;
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
