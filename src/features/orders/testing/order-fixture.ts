import type { OrderDetails } from '../../../shared/api/order';

/** A paid GB order of two pieces, one on sale, as GET /api/order/{ref} answers it. Test-only. */
export function paidOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    orderReference: '7KQ4M-2XD9B',
    status: 'PAID',
    placedAt: '2030-03-04T10:15:00.000Z',
    history: [
      { status: 'AWAITING_PAYMENT', at: '2030-03-04T10:15:00.000Z' },
      { status: 'PAID', at: '2030-03-04T10:15:04.000Z' },
    ],
    lines: [
      {
        sku: 'p-a1-sand-m',
        productId: 'p-a1',
        quantity: 1,
        unitPrice: { list: 12000, sale: 12000 },
        discount: 0,
        total: 12000,
        gift: false,
        display: {
          name: 'Linen wrap dress',
          brand: { name: 'Maison Lune', tag: 'maison-lune' },
          options: {
            color: { name: 'Sand', slug: 'sand' },
            size: { name: 'M', labelSize: 'UK 12' },
          },
          thumbnailUrl: '/media/a1.svg',
          url: '/product/linen-wrap-dress/p-a1?color=sand',
        },
      },
      {
        sku: 'p-b2-ink-s',
        productId: 'p-b2',
        quantity: 2,
        unitPrice: { list: 5000, sale: 4000 },
        discount: 0,
        total: 8000,
        gift: false,
        display: {
          name: 'Silk scarf',
          brand: { name: 'North Thread', tag: 'north-thread' },
          options: {
            color: { name: 'Ink', slug: 'ink' },
            size: { name: 'One size', labelSize: '' },
          },
          thumbnailUrl: '/media/b2.svg',
          url: '/product/silk-scarf/p-b2?color=ink',
        },
      },
    ],
    totals: {
      currency: 'GBP',
      countryCode: 'GB',
      itemCost: 20000,
      discountProduct: 2000,
      deliveryCost: 895,
      discountShipping: 0,
      tax: 0,
      total: 18895,
      voucherCode: 'WELCOME10',
    },
    deliveryAddress: {
      addressType: 'DELIVERY',
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '12 Baker Street',
      city: 'London',
      postcode: 'NW1 6XE',
      countryCode: 'GB',
      phoneNumber: '+447400123456',
      email: 'ada@example.com',
      locale: 'en-GB',
    },
    billingAddress: null,
    consumer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+447400123456',
    },
    shipping: { method: 'EXPRESS', delivery: { min: 1, max: 2 } },
    paymentMethod: 'creditcard',
    ...overrides,
  };
}
