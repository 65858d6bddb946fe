import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { t, type Translate } from './i18n';

/**
 * The language lives in context so a change re-renders every `useT()` consumer; `t` itself reads
 * rosetta's global locale, which boot sets before rendering.
 */
const I18nContext = createContext<{ language: string; t: Translate } | null>(null);

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
  const value = useMemo(() => ({ language, t }), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT must be used within an I18nProvider');
  return context.t;
}
