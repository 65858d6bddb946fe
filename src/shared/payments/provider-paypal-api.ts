/**
 * PayPal's own calls at the provider (docs/payments.md "PayPal"), besides POST /payments and
 * /payments/details:
 * - POST /pay/v1/paypal/approval reads what the payer approved: the amount and, as Adyen's
 *   PayPal component hands a shop in onShopperDetails, the payer's name, e-mail, phone and the
 *   delivery address they chose. An express checkout takes its address from here.
 * - POST /pay/v1/paypal/updateOrder changes the amount of an approved express payment before it
 *   is completed (Adyen's /paypal/updateOrder), once the shop has priced the order for the
 *   payer's address.
 * Both need the merchant key, like every call only the shop makes.
 */
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '../api/error-body';
import { Text } from '../api/text';
import { AmountSchema, PayPalDetailsSchema, PspReferenceSchema } from './provider-api';
import { ProviderAddressSchema } from './provider-methods-api';

export {
  NO_PAYPAL_TRANSACTION,
  PAYPAL_RETURN_STATUSES,
  type PayPalReturnStatus,
} from './paypal-return';

export const ShopperDetailsSchema = Type.Object({
  shopperName: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
  shopperEmail: Type.String(),
  telephoneNumber: Type.Optional(Type.String()),
  shippingAddress: ProviderAddressSchema,
});
export type ShopperDetails = Static<typeof ShopperDetailsSchema>;

export const PayPalApprovalSchema = Type.Object({
  pspReference: Type.String(),
  merchantReference: Type.String(),
  amount: AmountSchema,
  /** express: the payer chose the delivery address on PayPal's page */
  express: Type.Boolean(),
  shopperDetails: ShopperDetailsSchema,
});
export type PayPalApproval = Static<typeof PayPalApprovalSchema>;

export const UpdateOrderRequestSchema = Type.Object(
  { pspReference: PspReferenceSchema, amount: AmountSchema },
  { additionalProperties: false },
);

export const UpdateOrderResponseSchema = Type.Object({
  pspReference: Type.String(),
  amount: AmountSchema,
  status: Type.Literal('success'),
});
export type UpdateOrderResponse = Static<typeof UpdateOrderResponseSchema>;

const errors = { '4xx': ApiErrorBodySchema };

/** The answer the approval page's buttons send (its form); `address` picks a test payer's. */
export const PayPalAnswerSchema = Type.Object(
  {
    outcome: Type.Union([Type.Literal('approve'), Type.Literal('cancel')]),
    address: Type.Optional(Text({ maxLength: 2, pattern: '^[0-9]{1,2}$' })),
  },
  { additionalProperties: false },
);

export const paypalSchemas = {
  approval: {
    body: PayPalDetailsSchema,
    response: { 200: PayPalApprovalSchema, ...errors },
  },
  updateOrder: {
    body: UpdateOrderRequestSchema,
    response: { 200: UpdateOrderResponseSchema, ...errors },
  },
  page: { params: Type.Object({ id: Text({ minLength: 1, maxLength: 64 }) }) },
  answer: {
    params: Type.Object({ id: Text({ minLength: 1, maxLength: 64 }) }),
    body: PayPalAnswerSchema,
  },
};
