import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { summaryBlockClass } from './review.styles';

/**
 * One part of what the shopper chose, read back: its heading, an Edit link to the step where
 * it is changed (named "Edit <heading>" for screen readers), and the details.
 */
export function ChoiceBlock({
  title,
  editHref,
  children,
  headingLevel = 2,
}: {
  title: string;
  editHref: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={summaryBlockClass} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Link href={editHref} aria-label={t('WEB.CHECKOUT.EDIT.LABEL', { section: title })}>
        {t('WEB.CHECKOUT.EDIT')}
      </Link>
      {children}
    </section>
  );
}
