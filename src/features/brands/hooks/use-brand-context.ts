import { walkNavTree, type NavMatch } from '../../navigation';
import { useContentData } from '../../content';
import { filtersToExpression } from '../../catalogue';

export type BrandContext =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'ready'; l1: NavMatch | null; expression: string; prefix: string };

/**
 * The optional `:l1` of the brand routes: a top-level navigation context ("/women/brands")
 * narrows the brands and their products to its filters; a word that is not one is a 404.
 */
export function useBrandContext(l1: string | undefined): BrandContext {
  const tree = useContentData('navTree');
  if (!l1) return { status: 'ready', l1: null, expression: '', prefix: '' };
  if (!tree.data) return tree.isError ? { status: 'not-found' } : { status: 'pending' };
  const match = walkNavTree(tree.data, `/${l1}`);
  if (!match) return { status: 'not-found' };
  return {
    status: 'ready',
    l1: match,
    expression: filtersToExpression(match.node.filters),
    prefix: match.node.path.replace(/\/+$/, ''),
  };
}
