import { useEffect, useRef } from 'react';

/**
 * Focus for a question asked in place of the control that asked it (a removal's "are you
 * sure?"): the question takes the focus when it appears, so a keyboard or screen reader user is
 * where the answer is; when the shopper keeps what they had, the asking control gets it back.
 * Returns the refs to give the question (focusable: tabIndex -1) and the control.
 */
export function useQuestionFocus<Question extends HTMLElement, Control extends HTMLElement>(
  asking: boolean,
) {
  const question = useRef<Question>(null);
  const control = useRef<Control>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) control.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return { question, control };
}
