/**
 * amazon-cognito-identity-js bundles buffer@4, which reads Node's `global` when it loads; a
 * browser has only `globalThis`. Imported before the library (identity-session.ts), so the
 * name exists by then, in this chunk alone rather than by a build-wide define.
 */
const scope = globalThis as { global?: unknown };
scope.global ??= globalThis;

export {};
