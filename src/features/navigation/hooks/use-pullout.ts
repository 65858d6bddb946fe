/**
 * The mobile menu talon: a modal pullout over an overlay with multi-level navigation. Opening
 * moves focus into the panel and locks page scroll; Tab cycles inside it; Escape, the overlay,
 * the close button, a link and any route change close it, and focus returns to the Menu button.
 * Drilling into a level (or going back) moves focus to that level's heading so a screen reader
 * announces where the shopper is. The pullout opens at the level of the navigation context the
 * shopper used last (spec §4 "starting level can be remembered from the first path segment"):
 * every route change inside a context (/men/…) remembers it (lastNavContext).
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';
import type { NavItem } from '../../../shared/domain/content';
import { navContextOf } from '../logic/nav-context';
import { hasChildren } from '../logic/menu-model';
import { readLastNavContext, rememberNavContext } from '../store/last-nav-context';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

export interface PulloutTalon {
  open: boolean;
  /** the drilled-into items, outermost first; empty at the top level */
  trail: NavItem[];
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  handleOpen: () => void;
  handleClose: () => void;
  handleDrill: (item: NavItem) => void;
  handleBack: () => void;
  handlePanelKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** `contexts` are the menu's top-level items (women, men). */
export function usePullout(contexts: readonly NavItem[]): PulloutTalon {
  const [open, setOpen] = useState(false);
  const [trail, setTrail] = useState<NavItem[]>([]);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  const handleClose = useCallback(() => setOpen(false), []);
  useEffect(() => handleClose(), [location, handleClose]);

  useEffect(() => {
    const context = navContextOf(location, contexts);
    if (context) rememberNavContext(context.key);
  }, [location, contexts]);

  // Focus in on open, back to the Menu button on close; the page behind does not scroll.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (open && trail.length > 0) headingRef.current?.focus();
  }, [open, trail]);

  const handleOpen = () => {
    const remembered = readLastNavContext();
    const start = contexts.find((context) => context.key === remembered && hasChildren(context));
    setTrail(start ? [start] : []);
    setOpen(true);
  };

  const handleDrill = (item: NavItem) => setTrail((current) => [...current, item]);

  const handleBack = () => {
    setTrail((current) => current.slice(0, -1));
    // back at the top there is no level heading to announce; focus the heading anyway
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    open,
    trail,
    buttonRef,
    panelRef,
    headingRef,
    handleOpen,
    handleClose,
    handleDrill,
    handleBack,
    handlePanelKeyDown,
  };
}
