/**
 * A lazy door of the navigation feature (docs/architecture.md "Lazy doors"): the header's
 * menus, the megamenu bar and the phone's pullout, loaded as regions of their own (the app's
 * header): a phone never loads the megamenu's code, a desktop never the pullout's region.
 */
export { PrimaryNavigation } from './components/menu/primary-navigation';
