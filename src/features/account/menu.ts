/**
 * The header's account menu, the feature's menu door (docs/architecture.md "Lazy doors"): a
 * lazy region of the header, loaded when the page is idle, so neither the menu nor the identity
 * provider's client library is in any page's entry.
 */
export { AccountMenu } from './components/account-menu';
