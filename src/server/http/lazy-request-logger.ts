/**
 * Per-request loggers made on first use (Fastify's `childLoggerFactory`). Fastify gives every
 * request a child logger bound to its request id, and pino builds a child's bindings through
 * the redaction (log-redaction.ts) when the child is created: about 5 % of a busy server's CPU,
 * spent on requests that log nothing — every request, below the info level. The logger handed
 * out here makes the real child the first time it writes a line at an enabled level, or is
 * asked anything else; until then a disabled level costs a level check.
 */
import type { FastifyBaseLogger } from 'fastify';

type ChildArgs = Parameters<FastifyBaseLogger['child']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

function isEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}

/** Stands in for a request's child logger until it is needed (methods shared, none per request). */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: ChildArgs[0],
    private readonly options: ChildArgs[1],
  ) {}

  private made(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.real === undefined && !isEnabled(this.parent, level)) return;
    (this.made()[level] as (...args: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  get level(): string {
    return (this.real ?? this.parent).level;
  }
  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: ChildArgs[0], options?: ChildArgs[1]): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made when first needed. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: ChildArgs[0],
  options?: ChildArgs[1],
): FastifyBaseLogger {
  // A child with a level of its own would answer the level check differently: made now.
  if (options?.level !== undefined) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
