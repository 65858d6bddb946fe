import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" shows before the button reads as before. */
const SHOWN_MS = 2500;

/**
 * Copies a text to the clipboard on a click: "copied" for a moment, or "failed" where the
 * browser refuses (no clipboard, no permission), when the text stays on screen to copy by hand.
 * @returns {{ state: CopyState, copy: (text: string) => void }}
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback((text: string) => {
    const settle = (next: CopyState) => {
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
    };
    if (!navigator.clipboard) return settle('failed');
    navigator.clipboard.writeText(text).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  }, []);
  return { state, copy };
}
