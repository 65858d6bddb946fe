import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Labels, type Translate } from './i18n';

/** The translator of the active language; components get it with useT(). */
const I18nContext = createContext<Translate | null>(null);

export function I18nProvider({
  language,
  labels,
  children,
}: {
  language: string;
  labels: Labels;
  children: ReactNode;
}) {
  const t = useMemo(() => createTranslator(language, labels), [language, labels]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  const t = useContext(I18nContext);
  if (!t) throw new Error('useT must be used within an I18nProvider');
  return t;
}
