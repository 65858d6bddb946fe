/**
 * The order pages, the feature's page door (docs/architecture.md "Lazy doors"): the route table
 * loads them as one chunk of their own, on /complete, /orders/* and /tracking only, and gives
 * those routes to OrderRoutes, which picks the page.
 */
export { OrderRoutes } from './components/order-routes';
