/**
 * A failed suggestions request is reported with what, where and for which text, then fails its
 * query: the panel shows nothing for it (never a stale list or a wait), and the next keystroke
 * asks again. Suggestions are a convenience, so there is no retry and no error on screen.
 */
export function reportSuggestionFailure<T>(
  what: 'query suggestions' | 'product suggestions',
  index: string,
  query: string,
  request: () => Promise<T>,
): Promise<T> {
  return request().catch((error: unknown) => {
    console.warn(`Search box: ${what} failed`, { index, query, error });
    throw error;
  });
}
