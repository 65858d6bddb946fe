import { css } from '@linaria/core';

/** The message above its button, the button its own width: both read first on a phone. */
export const taxProblemClass = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;

  & p {
    margin: 0;
  }
`;
