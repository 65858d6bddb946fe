/** Loads the country sites from the content files once at start: `app.sites`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSites } from '../sites/load-sites';
import { createSiteRegistry, type SiteRegistry } from '../sites/site-registry';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry;
  }
}

async function sitesPlugin(app: FastifyInstance): Promise<void> {
  const sites = await loadSites(app.config.publicDir);
  app.log.info({ sites: sites.map((site) => site.siteTag) }, 'sites loaded');
  app.decorate('sites', createSiteRegistry(sites));
}

export default fp(sitesPlugin, { name: 'sites', dependencies: ['config'] });
