import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import { brandTag } from '../logic/brand-tag';

/** Brand links under the configured brands path, keeping a navigation context prefix. */
export function useBrandLinks(prefix: string) {
  const { config } = useSite();
  const brandsPathname = config.options.navigation.brandsPathname;
  return {
    index: () => `${prefix}${paths.brands(brandsPathname)}`,
    brand: (name: string) => `${prefix}${paths.brand(brandsPathname, brandTag(name))}`,
  };
}
