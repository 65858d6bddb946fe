/**
 * The order pages, the feature's page door (docs/architecture.md "Lazy doors"): the route table
 * loads them as one chunk of their own, on /complete, /orders/* and /tracking only.
 */
export { CompletePage } from './components/complete-page';
export { OrderPage } from './components/order-page';
export { OrderStatusPage } from './components/order-status-page';
export { TrackingPage } from './components/tracking-page';
