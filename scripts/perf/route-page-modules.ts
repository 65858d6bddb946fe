/**
 * Which source modules a URL's page chunk comes from, asked of the app itself: boot's
 * `pageForPath` (src/app/boot/preload-route.ts) is loaded through Vite's module runner with the
 * project's own Vite config (the same plugins as the build), and each page it names is told to
 * preload. The dynamic `import()` that preload makes is recorded and never carried out, so no
 * page module runs and nothing here repeats the route table.
 *
 * For every recorded import the answer holds the imported module and the modules it imports
 * statically (a feature's index.ts is often only re-exports, which the build leaves without a
 * line of its own; the modules it re-exports are what the build places in a chunk).
 */
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite';
import { ESModulesEvaluator, ssrDynamicImportKey } from 'vite/module-runner';
import type { pageForPath as PageForPath } from '../../src/app/boot/preload-route';
import type { PageImport } from './initial-js';

type Page = NonNullable<ReturnType<typeof PageForPath>>;

export interface RoutePageModules {
  /** The page modules boot preloads for an app-relative path ("/women/dresses"); [] for none. */
  forPath(rest: string): Promise<PageImport[]>;
  close(): Promise<void>;
}

const cleanId = (id: string) => id.replace(/[?#].*$/, '');

async function describeImport(
  server: ViteDevServer,
  importer: string,
  url: string,
): Promise<PageImport> {
  const environment = server.environments.ssr;
  const resolved = await environment.pluginContainer.resolveId(url, importer);
  if (!resolved) throw new Error(`cannot resolve ${url} imported by ${importer}`);
  const transformed = await environment.transformRequest(resolved.id);
  const deps: string[] = [];
  for (const dep of transformed?.deps ?? []) {
    const depResolved = await environment.pluginContainer.resolveId(dep, resolved.id);
    if (depResolved && !depResolved.external) deps.push(cleanId(depResolved.id));
  }
  return { entry: cleanId(resolved.id), files: [cleanId(resolved.id), ...deps] };
}

export async function loadRoutePageModules(root: string): Promise<RoutePageModules> {
  const server = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Nothing is served to a browser, so the browser's dependencies need no pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let recording: { importer: string; url: string }[] | null = null;
  const evaluator = new ESModulesEvaluator();
  const runner = createServerModuleRunner(server.environments.ssr, {
    hmr: false,
    // Stack traces of the app's modules are not needed, and mapping them costs seconds.
    sourcemapInterceptor: false,
    evaluator: {
      startOffset: evaluator.startOffset,
      runExternalModule: (file) => evaluator.runExternalModule(file),
      runInlinedModule(context, code, module) {
        const load = context[ssrDynamicImportKey];
        context[ssrDynamicImportKey] = (url, options) => {
          if (!recording) return load(url, options);
          recording.push({ importer: module.id, url });
          // The page is only named, never loaded: the promise stays pending on purpose.
          return new Promise(() => undefined);
        };
        return evaluator.runInlinedModule(context, code);
      },
    },
  });
  const close = async () => {
    await runner.close();
    await server.close();
  };
  try {
    const { pageForPath } = (await runner.import('/src/app/boot/preload-route.ts')) as {
      pageForPath: typeof PageForPath;
    };
    // A page preloads once (its promise is kept), so what it imports is remembered per page.
    const seen = new Map<Page, Promise<PageImport[]>>();
    const modulesOf = (page: Page, rest: string): Promise<PageImport[]> => {
      recording = [];
      void page.preload();
      const imports: { importer: string; url: string }[] = recording;
      recording = null;
      // A page whose preload imports nothing would be measured as no page at all.
      if (imports.length === 0) throw new Error(`the page for ${rest} preloads no import()`);
      return Promise.all(imports.map((i) => describeImport(server, i.importer, i.url)));
    };
    return {
      async forPath(rest) {
        const page = pageForPath(rest);
        if (!page) return [];
        if (!seen.has(page)) seen.set(page, modulesOf(page, rest));
        return seen.get(page)!;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
