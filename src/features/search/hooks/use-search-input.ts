/**
 * The header search talon (spec §2 "Search input"): expands on focus, collapses on an outside
 * click or after a submit, offers a clear button while there is text, refuses an empty (or
 * blank) submission and keeps queries within SEARCH_MAX_LENGTH. Submitting navigates to
 * /search?query=…; on /search already it re-applies the query in place (no new history entry
 * when the query is unchanged). While expanded it is a combobox over the catalogue's suggestions
 * (popular searches, completions, products): arrows move, Enter chooses, Escape closes.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths, routePatterns } from '../../../platform/routing/paths';
import { SEARCH_MAX_LENGTH } from '../../../shared/constants';
import type { SuggestionOption } from '../../catalogue';
import { useSuggestionNavigation } from './use-suggestion-navigation';

/** Trims and bounds a query the way a submit does; '' means there is nothing to search. */
export function normaliseQuery(raw: string): string {
  return raw.slice(0, SEARCH_MAX_LENGTH).trim();
}

export interface SearchInputTalon {
  query: string;
  expanded: boolean;
  /** true while there is text to clear */
  canClear: boolean;
  maxLength: number;
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** suggestions known to the box, and the one the keyboard is on */
  options: SuggestionOption[];
  activeOption: SuggestionOption | undefined;
  setOptions: (options: SuggestionOption[]) => void;
  handlePick: (option: SuggestionOption) => void;
  handleChange: (value: string) => void;
  handleFocus: () => void;
  handleClear: () => void;
  handleKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useSearchInput(): SearchInputTalon {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const onSearchPage = location === routePatterns.search;
  const currentQuery = onSearchPage ? (new URLSearchParams(search).get('query') ?? '') : '';
  const [query, setQuery] = useState(currentQuery);
  const [expanded, setExpanded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestionNavigation();
  const { reset: resetActive, handleKey } = suggestions;

  // Follow the URL: a search page shows its query, leaving search empties the box.
  useEffect(() => setQuery(currentQuery.slice(0, SEARCH_MAX_LENGTH)), [currentQuery]);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const handleChange = useCallback(
    (value: string) => {
      setQuery(value.slice(0, SEARCH_MAX_LENGTH));
      setExpanded(true);
      resetActive();
    },
    [resetActive],
  );

  const handleFocus = useCallback(() => setExpanded(true), []);

  const handleClear = useCallback(() => {
    setQuery('');
    inputRef.current?.focus();
  }, []);

  const handlePick = useCallback(
    (option: SuggestionOption) => {
      setExpanded(false);
      inputRef.current?.blur();
      navigate(option.href);
    },
    [navigate],
  );

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape') {
        setExpanded(false);
        inputRef.current?.blur();
        return;
      }
      if (!expanded) return;
      const chosen = handleKey(event);
      if (chosen) handlePick(chosen);
    },
    [expanded, handleKey, handlePick],
  );

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const trimmed = normaliseQuery(query);
      if (!trimmed) {
        inputRef.current?.focus();
        return;
      }
      setQuery(trimmed);
      setExpanded(false);
      inputRef.current?.blur();
      navigate(paths.search(trimmed), { replace: onSearchPage && trimmed === currentQuery });
    },
    [query, navigate, onSearchPage, currentQuery],
  );

  return {
    query,
    expanded,
    canClear: query.length > 0,
    maxLength: SEARCH_MAX_LENGTH,
    formRef,
    inputRef,
    options: suggestions.options,
    activeOption: suggestions.active,
    setOptions: suggestions.setOptions,
    handlePick,
    handleChange,
    handleFocus,
    handleClear,
    handleKeyDown,
    handleSubmit,
  };
}
