/**
 * An error the search API answers with Algolia's body shape `{ message, status }`, so the
 * algoliasearch client raises the same `ApiError` it would against hosted Algolia.
 */
export class AlgoliaError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AlgoliaError';
    this.status = status;
  }
}

export function badRequest(message: string): AlgoliaError {
  return new AlgoliaError(400, message);
}

export function indexNotFound(indexName: string): AlgoliaError {
  return new AlgoliaError(404, `Index ${indexName} does not exist`);
}
