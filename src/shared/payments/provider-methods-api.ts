/**
 * The payment methods a payment request to the provider under /pay/v1 can carry, in Adyen's
 * `paymentMethod` shapes (docs/payments.md "Payment methods"): a card (`scheme`), PayPal (with
 * Adyen's `subtype: "express"` for the express checkout from the basket), iDEAL and Alipay (a
 * provider page, then back to the shop), and the Google Pay and Apple Pay wallets (the wallet's
 * payment token, which only the provider reads). Also Adyen's Address, the shape in which the
 * shop sends a delivery address and PayPal answers the payer's.
 */
import { Type, type Static } from 'typebox';
import { Text } from '../api/text';
import { ENCRYPTED_FIELD_MAX_LENGTH } from './encrypted-field';

/** Every `paymentMethod.type` the provider takes. */
export const PROVIDER_METHOD_TYPES = [
  'scheme',
  'paypal',
  'ideal',
  'alipay',
  'googlepay',
  'applepay',
] as const;
export type ProviderMethodType = (typeof PROVIDER_METHOD_TYPES)[number];

/** Methods paid on a provider page the shopper is sent to (RedirectShopper with an action). */
export const PAGE_METHOD_TYPES: readonly ProviderMethodType[] = ['paypal', 'ideal', 'alipay'];

const EncryptedField = Text({ minLength: 1, maxLength: ENCRYPTED_FIELD_MAX_LENGTH });

/** Card details: the four fields encrypted in the browser (encrypt-card.ts), or a stored card. */
export const CardPaymentMethodSchema = Type.Object(
  {
    type: Type.Literal('scheme'),
    encryptedCardNumber: Type.Optional(EncryptedField),
    encryptedExpiryMonth: Type.Optional(EncryptedField),
    encryptedExpiryYear: Type.Optional(EncryptedField),
    encryptedSecurityCode: Type.Optional(EncryptedField),
    holderName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    storedPaymentMethodId: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type CardPaymentMethod = Static<typeof CardPaymentMethodSchema>;

export const PayPalPaymentMethodSchema = Type.Object(
  {
    type: Type.Literal('paypal'),
    /** express: started before any address; the approval page lets the payer choose one */
    subtype: Type.Optional(Type.Union([Type.Literal('redirect'), Type.Literal('express')])),
  },
  { additionalProperties: false },
);

/** iDEAL: the bank (`issuer`) is chosen on the provider's page unless one is sent. */
export const IdealPaymentMethodSchema = Type.Object(
  {
    type: Type.Literal('ideal'),
    issuer: Type.Optional(Text({ minLength: 1, maxLength: 32, pattern: '^[\\w-]+$' })),
  },
  { additionalProperties: false },
);

export const AlipayPaymentMethodSchema = Type.Object(
  { type: Type.Literal('alipay') },
  { additionalProperties: false },
);

/** A wallet token's limit: Adyen's applePayToken field allows 10,000 characters. */
export const WALLET_TOKEN_MAX_LENGTH = 10_000;
const WalletToken = Text({ minLength: 1, maxLength: WALLET_TOKEN_MAX_LENGTH });

/**
 * Google Pay: PaymentData.paymentMethodData.tokenizationData.token as Google gave it (a JSON
 * text), and PaymentData.paymentMethodData.info.cardNetwork.
 */
export const GooglePayPaymentMethodSchema = Type.Object(
  {
    type: Type.Literal('googlepay'),
    googlePayToken: WalletToken,
    googlePayCardNetwork: Type.Optional(Text({ minLength: 2, maxLength: 20, pattern: '^\\w+$' })),
  },
  { additionalProperties: false },
);

/** Apple Pay: PKPaymentToken.paymentData as JSON text, base64-encoded (Adyen's applePayToken). */
export const ApplePayPaymentMethodSchema = Type.Object(
  { type: Type.Literal('applepay'), applePayToken: WalletToken },
  { additionalProperties: false },
);

export const PaymentMethodSchema = Type.Union([
  CardPaymentMethodSchema,
  PayPalPaymentMethodSchema,
  IdealPaymentMethodSchema,
  AlipayPaymentMethodSchema,
  GooglePayPaymentMethodSchema,
  ApplePayPaymentMethodSchema,
]);
export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type WalletPaymentMethod =
  Static<typeof GooglePayPaymentMethodSchema> | Static<typeof ApplePayPaymentMethodSchema>;

const AddressText = (maxLength: number) => Text({ minLength: 1, maxLength });

/** Adyen's Address: what the shop sends as deliveryAddress and PayPal answers of the payer's. */
export const ProviderAddressSchema = Type.Object(
  {
    street: AddressText(120),
    houseNumberOrName: Type.Optional(AddressText(60)),
    city: AddressText(60),
    postalCode: Type.Optional(AddressText(16)),
    /** a region code (ISO 3166-2 subdivision, "JP-13") where the country has them */
    stateOrProvince: Type.Optional(AddressText(40)),
    /** ISO 3166-1 alpha-2 */
    country: Text({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' }),
  },
  { additionalProperties: false },
);
export type ProviderAddress = Static<typeof ProviderAddressSchema>;
