/**
 * A lazy door of the catalogue (docs/architecture.md "Lazy doors"): the product tray, for a
 * page that loads it as a region of its own (the home page's trays come with their cards and
 * prices only when the shopper comes near them, issue 10).
 */
export { ProductTray } from './components/product-tray/product-tray';
