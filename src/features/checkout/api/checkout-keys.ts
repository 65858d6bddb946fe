/** Query keys of the checkout's reference data (forms and regions: not personal). */
export const checkoutKeys = {
  addressForm: (country: string, language: string, type: 'shipping' | 'billing') =>
    ['checkout', 'address-form', country, language, type] as const,
  territory: (country: string, language: string) =>
    ['checkout', 'territory', country, language] as const,
};
