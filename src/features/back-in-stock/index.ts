/** Back-in-stock: subscribe an email to a sold-out size (spec §7 Other). */
export {
  BackInStockForm,
  type BackInStockFormProps,
  type SoldOutSize,
} from './components/back-in-stock-form';
