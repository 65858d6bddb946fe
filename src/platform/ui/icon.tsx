/**
 * The icon set, inline so icons paint with the first HTML and need no request. Icons are
 * decorative (aria-hidden): the control that holds one carries the accessible name.
 */
const PATHS = {
  search:
    'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.44 1.06-1.06-4.43-4.44A6.5 6.5 0 0 0 10.5 4Zm0 1.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  heart:
    'M12 20.3 4.7 13A4.6 4.6 0 0 1 12 7.2 4.6 4.6 0 0 1 19.3 13L12 20.3Zm0-2.1 6.2-6.3a3.1 3.1 0 0 0-4.4-4.4L12 9.4l-1.8-1.9a3.1 3.1 0 0 0-4.4 4.4l6.2 6.3Z',
  'heart-filled': 'M12 20.3 4.7 13A4.6 4.6 0 0 1 12 7.2 4.6 4.6 0 0 1 19.3 13L12 20.3Z',
  basket:
    'M7 7V6a5 5 0 0 1 10 0v1h3l-1.2 13H5.2L4 7h3Zm1.5 0h7V6a3.5 3.5 0 0 0-7 0v1Zm-2.9 1.5 1 10h10.8l1-10H5.6Z',
  'basket-full': 'M7 7V6a5 5 0 0 1 10 0v1h3l-1.2 13H5.2L4 7h3Zm1.5 0h7V6a3.5 3.5 0 0 0-7 0v1Z',
  close:
    'm6.4 5.3 5.6 5.6 5.6-5.6 1.1 1.1-5.6 5.6 5.6 5.6-1.1 1.1-5.6-5.6-5.6 5.6-1.1-1.1 5.6-5.6-5.6-5.6 1.1-1.1Z',
  menu: 'M3 6h18v1.5H3V6Zm0 5.25h18v1.5H3v-1.5ZM3 16.5h18V18H3v-1.5Z',
  'chevron-right': 'm9.5 5.5 6.5 6.5-6.5 6.5-1.06-1.06L13.88 12 8.44 6.56 9.5 5.5Z',
  'chevron-left': 'M14.5 5.5 8 12l6.5 6.5 1.06-1.06L10.12 12l5.44-5.44L14.5 5.5Z',
  'chevron-down': 'm5.5 9.5 6.5 6.5 6.5-6.5-1.06-1.06L12 13.88 6.56 8.44 5.5 9.5Z',
  'arrow-up': 'M11.25 19V7.06l-4.72 4.72-1.06-1.06L12 4.19l6.53 6.53-1.06 1.06-4.72-4.72V19h-1.5Z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm6.9 8.25h-3.2a14 14 0 0 0-1.5-6.03 7.5 7.5 0 0 1 4.7 6.03ZM12 4.6c.9 1.2 2 3.6 2.2 6.65H9.8C10 8.2 11.1 5.8 12 4.6Zm-2.2.62a14 14 0 0 0-1.5 6.03H5.1a7.5 7.5 0 0 1 4.7-6.03ZM5.1 12.75h3.2a14 14 0 0 0 1.5 6.03 7.5 7.5 0 0 1-4.7-6.03ZM12 19.4c-.9-1.2-2-3.6-2.2-6.65h4.4c-.2 3.05-1.3 5.45-2.2 6.65Zm2.2-.62a14 14 0 0 0 1.5-6.03h3.2a7.5 7.5 0 0 1-4.7 6.03Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
