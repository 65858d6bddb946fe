import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when the campaigns' state key changes after both it and its previous value
 * were known: the first answer arriving is no change (a card keeps the colour it starts with).
 */
export function useStateKeyChange(stateKey: string | null, onChange?: () => void): void {
  const previous = useRef(stateKey);
  useEffect(() => {
    const before = previous.current;
    previous.current = stateKey;
    if (before !== null && stateKey !== null && before !== stateKey) onChange?.();
  }, [stateKey, onChange]);
}
