/**
 * Turns a PGlite start-up failure into words. PGlite itself only says "PGlite failed to
 * initialize properly" or "RuntimeError: Aborted()"; the PostgreSQL inside it has already said
 * why on its stderr (FATAL/PANIC with a DETAIL line). Its HINTs are left out: they are written
 * for a PostgreSQL administrator ("you need to initdb"), which would be the wrong advice here.
 */
const REASON = /\b(PANIC|FATAL|ERROR|DETAIL):\s+(.*)$/;

export function explainPgliteFailure(stderr: readonly string[], error: unknown): string {
  const reasons = stderr.flatMap((line) => {
    const match = REASON.exec(line);
    return match ? [`  PostgreSQL: ${match[1]}: ${match[2]}`] : [];
  });
  // Emscripten's advice on rebuilding the WebAssembly module is for PGlite's developers.
  const thrown = (error instanceof Error ? error.message : String(error)).replace(
    / Build with -sASSERTIONS.*$/,
    '',
  );
  return [`  PGlite: ${thrown}`, ...reasons].join('\n');
}

/** Collects PostgreSQL's stderr while PGlite starts; stop() once it runs, or it only grows. */
export function startupOutput() {
  const lines: string[] = [];
  let collecting = true;
  return {
    lines,
    onStderr(line: string): boolean {
      if (collecting) lines.push(line);
      return false;
    },
    stop() {
      collecting = false;
    },
  };
}
