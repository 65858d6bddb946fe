import type { ReactNode } from 'react';
import { usePageTitle } from '../../content';
import { eyebrowClass, heroClass, leadClass, pageClass, titleClass } from './account.styles';

/** An account page: eyebrow, heading, the sentence under it, then the page's content. */
export function AccountFrame({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
        <h1 className={titleClass}>{title}</h1>
        {lead && <p className={leadClass}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
