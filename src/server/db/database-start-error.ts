/**
 * A database the server must not open: locked by another process, damaged, or not the one it
 * claims to be. The message is for the operator — what is wrong and how to recover — so the
 * server prints it as it is and exits, without a stack trace to bury it.
 */
export type DatabaseStartProblem = 'locked' | 'damaged' | 'not-new' | 'missing';

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';

  constructor(
    readonly problem: DatabaseStartProblem,
    message: string,
  ) {
    super(message);
  }
}

/** What to do about a PGlite directory that cannot be used as it is. */
export function pgliteRecovery(pgdata: string): string {
  return [
    'To recover, stop every process using it, move the directory away, then either restore a backup:',
    `    mv ${pgdata} ${pgdata}.damaged && npm run db:restore -- <backup file>`,
    'or start afresh with the demo shop (the sessions, carts and subscriptions in it are lost):',
    `    mv ${pgdata} ${pgdata}.damaged && npm run serve`,
  ].join('\n');
}
