/**
 * The desktop megamenu talon. A context (Women, Men) opens its panel after HOVER_INTENT_MS of
 * mouse hover (so a pointer crossing the bar opens nothing), at once on click or Enter/Space,
 * and with ArrowDown (which also moves focus into the panel). Once one panel is open, hovering
 * another context switches immediately. It closes on Escape (focus returns to the trigger), an
 * outside click, the pointer leaving the menu, focus leaving it, and any route change.
 * ArrowLeft/ArrowRight move between the top items, mirrored in right-to-left languages.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';

export const HOVER_INTENT_MS = 250;
const CLOSE_DELAY_MS = 200;

export interface MegamenuTalon {
  openKey: string | null;
  rootRef: RefObject<HTMLElement | null>;
  registerTrigger: (key: string) => (element: HTMLButtonElement | null) => void;
  registerPanel: (key: string) => (element: HTMLElement | null) => void;
  handleTriggerClick: (key: string) => void;
  handleTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>, key: string) => void;
  handlePointerEnter: (key: string, pointerType: string) => void;
  handlePointerLeave: (pointerType: string) => void;
  /** the pointer is back over the menu (bar or panel): a pending close is cancelled */
  handleMenuPointerEnter: () => void;
  handleBlur: (event: FocusEvent<HTMLElement>) => void;
  close: () => void;
}

export function useMegamenu(keys: string[], dir: 'ltr' | 'rtl'): MegamenuTalon {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [location] = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLElement>());
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = () => window.clearTimeout(timer.current);
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpenKey(null);
  }, []);

  useEffect(() => close, [close]);
  useEffect(() => close(), [location, close]);

  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = panels.current.get(openKey)?.contains(document.activeElement);
      close();
      if (focusInside) triggers.current.get(openKey)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openKey, close]);

  const registerTrigger = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) triggers.current.set(key, element);
      else triggers.current.delete(key);
    },
    [],
  );
  const registerPanel = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) panels.current.set(key, element);
      else panels.current.delete(key);
    },
    [],
  );

  const handlePointerEnter = (key: string, pointerType: string) => {
    if (pointerType !== 'mouse') return; // touch opens by tap (click)
    clearTimer();
    if (openKey !== null) setOpenKey(key);
    else timer.current = window.setTimeout(() => setOpenKey(key), HOVER_INTENT_MS);
  };

  const handlePointerLeave = (pointerType: string) => {
    if (pointerType !== 'mouse') return;
    clearTimer();
    timer.current = window.setTimeout(() => setOpenKey(null), CLOSE_DELAY_MS);
  };

  const handleMenuPointerEnter = () => clearTimer();

  const handleTriggerClick = (key: string) => {
    clearTimer();
    setOpenKey((current) => (current === key ? null : key));
  };

  const focusPanelLink = (key: string) =>
    // the panel renders on the next commit
    window.requestAnimationFrame(() =>
      panels.current.get(key)?.querySelector<HTMLElement>('a')?.focus(),
    );

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const index = keys.indexOf(key);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: string | undefined;
    if (event.key === forward) target = keys[(index + 1) % keys.length];
    else if (event.key === backward) target = keys[(index - 1 + keys.length) % keys.length];
    else if (event.key === 'Home') target = keys[0];
    else if (event.key === 'End') target = keys.at(-1);
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenKey(key);
      focusPanelLink(key);
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    triggers.current.get(target)?.focus();
    // keep a panel open while moving along the bar with it open
    if (openKey !== null) setOpenKey(target);
  };

  /** Focus moving outside the whole menu (Tab past the last link) closes it. */
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) close();
  };

  return {
    openKey,
    rootRef,
    registerTrigger,
    registerPanel,
    handleTriggerClick,
    handleTriggerKeyDown,
    handlePointerEnter,
    handlePointerLeave,
    handleMenuPointerEnter,
    handleBlur,
    close,
  };
}
