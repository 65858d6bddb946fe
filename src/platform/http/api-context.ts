/**
 * Which site and language API calls are made for. Boot sets it once the locale is resolved and
 * again when the language changes; every call reads it (siteTag and lang query parameters).
 */
export interface ApiContext {
  siteTag: string;
  sitePublicId: string;
  language: string;
}

let current: ApiContext | null = null;

export function setApiContext(context: ApiContext): void {
  current = context;
}

export function getApiContext(): ApiContext {
  if (!current) throw new Error('API context used before boot resolved the site');
  return current;
}
