import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Button } from './button';
import { tokens } from './tokens';

const boxClass = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  max-inline-size: 34rem;
  margin-inline: auto;
  padding-block: 4rem;
  padding-inline: 1.5rem;
  text-align: center;

  h1,
  h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-weight: 400;
    font-size: 1.75rem;
  }

  p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.6;
  }
`;

export interface ErrorStateProps {
  title: string;
  description: ReactNode;
  /** the action's visible name; the action is omitted when absent */
  actionLabel?: string;
  onAction?: () => void;
  /** h1 for a whole page, h2 for a region of one */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A calm, centred failure message with one way forward (retry, refresh). */
export function ErrorState({
  title,
  description,
  actionLabel,
  onAction,
  headingLevel = 2,
  children,
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={boxClass} role="alert">
      <Heading>{title}</Heading>
      <p>{description}</p>
      {children}
      {actionLabel && onAction ? (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
