/**
 * Keyboard movement through the suggestions of a combobox (WAI-ARIA combobox with listbox
 * popup): focus stays in the input, ArrowDown/ArrowUp move the active option (wrapping), Enter
 * chooses it, and the active option is exposed through aria-activedescendant.
 */
import { useCallback, useState, type KeyboardEvent } from 'react';
import type { SuggestionOption } from '../../catalogue';

export interface SuggestionNavigation {
  options: SuggestionOption[];
  active: SuggestionOption | undefined;
  setOptions: (options: SuggestionOption[]) => void;
  reset: () => void;
  /** handles the key and returns the option Enter chose, if any */
  handleKey: (event: KeyboardEvent<HTMLInputElement>) => SuggestionOption | undefined;
}

export function useSuggestionNavigation(): SuggestionNavigation {
  const [options, setOptionsState] = useState<SuggestionOption[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);

  const setOptions = useCallback((next: SuggestionOption[]) => {
    setOptionsState(next);
    setActiveIndex(-1);
  }, []);
  const reset = useCallback(() => setActiveIndex(-1), []);

  const handleKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const count = options.length;
      if (count === 0) return undefined;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActiveIndex((index) => (index + 1) % count);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
      } else if (event.key === 'Enter' && activeIndex >= 0) {
        event.preventDefault();
        return options[activeIndex];
      }
      return undefined;
    },
    [options, activeIndex],
  );

  return {
    options,
    active: activeIndex >= 0 ? options[activeIndex] : undefined,
    setOptions,
    reset,
    handleKey,
  };
}
