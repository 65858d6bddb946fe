import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-request-logger';
import { REDACTED, redactingLogger } from './log-redaction';

/** The server's logger (its redaction, without the line scrubbing), its lines and children. */
function serverLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  let children = 0;
  const { hooks: _hooks, ...options } = redactingLogger(level);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // Fastify builds the server's pino logger from these options, as the server does.
  const { log: logger } = Fastify({
    logger: { ...options, stream, onChild: () => void children++ },
  });
  return { logger, lines, children: () => children };
}

describe('lazyChildLogger', () => {
  it('makes no child for a request that logs nothing at an enabled level', () => {
    const { logger, lines, children } = serverLogger('warn');
    const log = lazyChildLogger(logger, { reqId: 'req-1' });
    log.info('incoming request');
    log.debug({ a: 1 }, 'detail');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes through a child bound to the request, redacted as the server logs', () => {
    const { logger, lines, children } = serverLogger('info');
    const log = lazyChildLogger(logger, { reqId: 'req-2' });
    log.info({ email: 'shopper@example.com' }, 'rejected bad request');
    log.error('failed');
    expect(children()).toBe(1);
    expect(lines).toMatchObject([
      { level: 30, reqId: 'req-2', email: REDACTED, msg: 'rejected bad request' },
      { level: 50, reqId: 'req-2', msg: 'failed' },
    ]);
    log.child({ step: 'two' }).warn('nested');
    expect(lines[2]).toMatchObject({ reqId: 'req-2', step: 'two', msg: 'nested' });
  });
});
