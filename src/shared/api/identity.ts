/**
 * The wire of the reference identity provider (docs/api.md "Accounts and identity"): Cognito
 * Identity Provider's JSON protocol as amazon-cognito-identity-js sends it — one POST to
 * `/identity` whose `X-Amz-Target` header names the operation — with each operation's request
 * and response fields as Cognito's API reference names them, the JWKS and the development
 * mailbox. Only the fields this pool uses are read; the others Cognito accepts (ClientMetadata,
 * AnalyticsMetadata, UserContextData, …) are accepted and ignored.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { Text } from './text';

export const IDENTITY_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const IDENTITY_CONTENT_TYPE = 'application/x-amz-json-1.1';

export const IDENTITY_PATHS = {
  endpoint: '/identity',
  jwks: '/identity/:userPoolId/.well-known/jwks.json',
  mailbox: '/dev/mailbox',
  mailboxMessages: '/dev/mailbox/messages',
} as const;

/** The URL of a pool's JWKS on this server. */
export const jwksPath = (userPoolId: string) => `/identity/${userPoolId}/.well-known/jwks.json`;

const ClientId = Text({ minLength: 1, maxLength: 128, pattern: '^[\\w+]+$' });
const Username = Text({ minLength: 1, maxLength: 128 });
/** Cognito's limit; the pool's own rules (identity/password-policy.ts) come after it. */
export const PASSWORD_MAX_LENGTH = 256;
const Password = Text({ maxLength: PASSWORD_MAX_LENGTH });
const Code = Text({ minLength: 1, maxLength: 2048 });
const Token = Text({ minLength: 1, maxLength: 8192 });
const StringMap = Type.Record(Type.String(), Text({ maxLength: 2048 }), { maxProperties: 50 });

export const AttributeSchema = Type.Object(
  { Name: Text({ minLength: 1, maxLength: 32 }), Value: Text({ maxLength: 2048 }) },
  { additionalProperties: false },
);
export type Attribute = Static<typeof AttributeSchema>;
const Attributes = Type.Array(AttributeSchema, { maxItems: 50 });

/** The fields every Cognito operation may carry beside its own; accepted, not used. */
const ignored = {
  ClientMetadata: Type.Optional(StringMap),
  AnalyticsMetadata: Type.Optional(
    Type.Object({ AnalyticsEndpointId: Type.Optional(Text()) }, { additionalProperties: false }),
  ),
  UserContextData: Type.Optional(
    Type.Object(
      { EncodedData: Type.Optional(Text({ maxLength: 8192 })), IpAddress: Type.Optional(Text()) },
      { additionalProperties: false },
    ),
  ),
  SecretHash: Type.Optional(Text({ maxLength: 128 })),
};

const operation = <T extends TProperties>(properties: T) =>
  Type.Object({ ...properties, ...ignored }, { additionalProperties: false });

export const SignUpRequest = operation({
  ClientId,
  Username,
  Password,
  UserAttributes: Type.Optional(Type.Union([Attributes, Type.Null()])),
  ValidationData: Type.Optional(Type.Union([Attributes, Type.Null()])),
});
export const ConfirmSignUpRequest = operation({
  ClientId,
  Username,
  ConfirmationCode: Code,
  ForceAliasCreation: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});
export const ResendConfirmationCodeRequest = operation({ ClientId, Username });
export const ForgotPasswordRequest = operation({ ClientId, Username });
export const ConfirmForgotPasswordRequest = operation({
  ClientId,
  Username,
  ConfirmationCode: Code,
  Password,
});
export const InitiateAuthRequest = operation({
  ClientId,
  AuthFlow: Text({ minLength: 1, maxLength: 64 }),
  // USERNAME, PASSWORD, REFRESH_TOKEN, DEVICE_KEY (null when the client has none), SRP_A, …
  AuthParameters: Type.Optional(
    Type.Record(Type.String(), Type.Union([Text({ maxLength: 8192 }), Type.Null()]), {
      maxProperties: 20,
    }),
  ),
});
export const RespondToAuthChallengeRequest = operation({
  ClientId,
  ChallengeName: Text({ minLength: 1, maxLength: 64 }),
  Session: Type.Optional(Text({ maxLength: 2048 })),
  ChallengeResponses: Type.Optional(StringMap),
});
export const AccessTokenRequest = operation({ AccessToken: Token });
export const UpdateUserAttributesRequest = operation({
  AccessToken: Token,
  UserAttributes: Attributes,
});
export const ChangePasswordRequest = operation({
  AccessToken: Token,
  PreviousPassword: Password,
  ProposedPassword: Password,
});
/** Sent by the client at sign-out for a token carrying origin_jti: ends that sign-in. */
export const RevokeTokenRequest = operation({
  ClientId,
  Token,
  ClientSecret: Type.Optional(Text({ maxLength: 128 })),
});

/** Each operation the pool answers, by its X-Amz-Target name, with its request's schema. */
export const IDENTITY_OPERATIONS = {
  SignUp: SignUpRequest,
  ConfirmSignUp: ConfirmSignUpRequest,
  ResendConfirmationCode: ResendConfirmationCodeRequest,
  InitiateAuth: InitiateAuthRequest,
  RespondToAuthChallenge: RespondToAuthChallengeRequest,
  GetUser: AccessTokenRequest,
  UpdateUserAttributes: UpdateUserAttributesRequest,
  ChangePassword: ChangePasswordRequest,
  ForgotPassword: ForgotPasswordRequest,
  ConfirmForgotPassword: ConfirmForgotPasswordRequest,
  GlobalSignOut: AccessTokenRequest,
  RevokeToken: RevokeTokenRequest,
} satisfies Record<string, TObject>;
export type IdentityOperation = keyof typeof IDENTITY_OPERATIONS;
export type IdentityRequest<Op extends IdentityOperation> = Static<
  (typeof IDENTITY_OPERATIONS)[Op]
>;

/** Any operation's body, as the route declares it (each is checked by its own schema). */
export const IdentityRequestSchema = Type.Union(Object.values(IDENTITY_OPERATIONS));

export const CodeDeliveryDetailsSchema = Type.Object({
  AttributeName: Type.Literal('email'),
  DeliveryMedium: Type.Literal('EMAIL'),
  /** the address masked as Cognito does: a***@e***.com */
  Destination: Type.String(),
});
export type CodeDeliveryDetails = Static<typeof CodeDeliveryDetailsSchema>;

export const SignUpResponse = Type.Object({
  UserConfirmed: Type.Boolean(),
  UserSub: Type.String(),
  CodeDeliveryDetails: CodeDeliveryDetailsSchema,
});
export const CodeDeliveryResponse = Type.Object({ CodeDeliveryDetails: CodeDeliveryDetailsSchema });
export const AuthenticationResultSchema = Type.Object({
  AccessToken: Type.String(),
  ExpiresIn: Type.Integer(),
  IdToken: Type.String(),
  /** a new one at every refresh (rotation) */
  RefreshToken: Type.String(),
  TokenType: Type.Literal('Bearer'),
});
export type AuthenticationResult = Static<typeof AuthenticationResultSchema>;
export const InitiateAuthResponse = Type.Object({
  AuthenticationResult: AuthenticationResultSchema,
  ChallengeParameters: Type.Record(Type.String(), Type.String()),
});
export const GetUserResponse = Type.Object({
  Username: Type.String(),
  UserAttributes: Type.Array(Type.Object({ Name: Type.String(), Value: Type.String() })),
});
export const UpdateUserAttributesResponse = Type.Object({
  CodeDeliveryDetailsList: Type.Array(CodeDeliveryDetailsSchema),
});
export const EmptyResponse = Type.Object({}, { additionalProperties: false });

/** Cognito's error body, plus the project's status and code (docs/api.md "Errors"). */
export const IdentityErrorBodySchema = Type.Object({
  __type: Type.String(),
  message: Type.String(),
  status: Type.Integer(),
  code: Type.String(),
});
export type IdentityErrorBody = Static<typeof IdentityErrorBodySchema>;

export const IdentityResponseSchema = Type.Union([
  SignUpResponse,
  CodeDeliveryResponse,
  InitiateAuthResponse,
  GetUserResponse,
  UpdateUserAttributesResponse,
  EmptyResponse,
]);
export type IdentityResponse = Static<typeof IdentityResponseSchema>;

export const JwksSchema = Type.Object({
  keys: Type.Array(
    Type.Object({
      kid: Type.String(),
      kty: Type.Literal('RSA'),
      alg: Type.Literal('RS256'),
      use: Type.Literal('sig'),
      n: Type.String(),
      e: Type.String(),
    }),
  ),
});
export const JwksParams = Type.Object({ userPoolId: Text({ maxLength: 64 }) });

export const MailboxMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.String(),
});
export type MailboxMessage = Static<typeof MailboxMessageSchema>;
export const MailboxQuery = Type.Object(
  { to: Type.Optional(Text({ maxLength: 254 })) },
  { additionalProperties: false },
);
export const MailboxMessagesSchema = Type.Object({ messages: Type.Array(MailboxMessageSchema) });
