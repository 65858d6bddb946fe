/**
 * The user pool of the reference server's identity provider (`/identity`, Cognito's JSON
 * protocol). Every seeded site points its `integrations.cognito` at it; a site on a hosted
 * Cognito user pool names that pool's region, id and app client instead, with `endpoint: null`
 * (README "Accounts"). The id has Cognito's shape (`{region}_{id}`), which the client library checks.
 */
export const LOCAL_USER_POOL = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Vitrine01',
  clientId: '4vitrine0shop0web0client01',
} as const;

/** Where the reference server answers the identity provider's protocol, on the shop's origin. */
export const LOCAL_IDENTITY_PATH = '/identity';
