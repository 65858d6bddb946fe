/** Product: the product page and its data. */
export { ProductPage } from './components/product-page';
export { productKeys } from './api/product-keys';
export { fetchProduct, productQueryOptions, useProduct } from './api/get-product';
export {
  useProductPage,
  type ProductPageState,
  type ProductPageStatus,
} from './hooks/use-product-page';
