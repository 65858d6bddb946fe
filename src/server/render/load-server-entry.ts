/**
 * Finds the server render of the running build: dist-server/entry-server.js, built by
 * `npm run build` right after the client. It is used only when it was built from the same
 * build as DIST_DIR (the build ids agree); otherwise the HTML would name scripts the server
 * does not have, so pages go out as the app shell and the browser renders them, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerEntry } from '../../shared/render/render-contract';

export async function loadServerEntry(
  ssrDir: string,
  distDir: string,
  log: FastifyBaseLogger,
): Promise<ServerEntry | null> {
  const entryFile = join(ssrDir, 'entry-server.js');
  const metadataFile = join(distDir, 'metadata-v2.json');
  if (!existsSync(entryFile) || !existsSync(metadataFile)) {
    log.warn({ ssrDir, distDir }, 'no server render of the app: pages are rendered by the browser');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const { buildId } = JSON.parse(readFileSync(metadataFile, 'utf8')) as { buildId: string };
  if (entry.buildId !== buildId) {
    log.warn(
      { ssrDir, distDir, serverBuild: entry.buildId, clientBuild: buildId },
      'the server render is of another build than DIST_DIR: pages are rendered by the browser',
    );
    return null;
  }
  return entry;
}
