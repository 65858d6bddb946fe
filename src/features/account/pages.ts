/**
 * The account pages, the feature's page door (docs/architecture.md "Lazy doors"): the route
 * table loads them as one chunk of their own, with the identity provider's client library,
 * only on the account routes, and gives those routes to AccountRoutes, which picks the page.
 */
export { AccountRoutes } from './components/account-routes';
