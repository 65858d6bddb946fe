/**
 * The guest lookup's fuzz requests (order-lookup-fuzz.test.ts): lookup bodies that start from
 * a valid one (a paid order's reference and its e-mail or phone, each in the forms a shopper
 * types them) and break some of their fields — hostile text, wrong types, both contacts or
 * neither, extra fields — mixed with bodies drawn from the route's own schema; and link
 * openings with the order's real hash, the hash altered, cut or lengthened, or anything at all.
 */
import fc from 'fast-check';
import { CHECKOUT_API } from '../../../../src/shared/api/checkout-paths';
import { OrderLookupBodySchema } from '../../../../src/shared/api/order';
import { hostileString } from './hostile-inputs';
import type { FuzzRequest } from './operation-requests';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary';
import { encodeAnyText } from './url-encoding';

/** The paid order the requests look for. */
export interface LookupScene {
  siteTag: string;
  reference: string;
  email: string;
  /** the delivery phone, nationally written ("07400 123456") */
  phone: string;
  /** a link's hash the server signed for the order */
  hash: string;
}

export interface LookupOperation {
  name: string;
  plans: fc.Arbitrary<(scene: LookupScene) => FuzzRequest>;
}

const brokenValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, -1, 0, 1.5, true, [], {}, undefined) },
);

type Form = (scene: LookupScene) => string;

const referenceForms = fc.constantFrom<Form>(
  (scene) => scene.reference,
  (scene) => scene.reference.toLowerCase(),
  (scene) => scene.reference.replace('-', ''),
  (scene) => ` ${scene.reference} `,
  (scene) => `${scene.reference.slice(0, -1)}${scene.reference.endsWith('0') ? '1' : '0'}`,
);

const contactForms = fc.constantFrom<[string, Form]>(
  ['email', (scene) => scene.email],
  ['email', (scene) => scene.email.toUpperCase()],
  ['email', (scene) => `other.${scene.email}`],
  ['phone', (scene) => scene.phone],
  ['phone', (scene) => `+44 ${scene.phone.slice(1)}`],
  ['phone', (scene) => `${scene.phone.slice(0, -1)}9`],
);

const url = (scene: LookupScene, path: string, extra = '') =>
  `${path}?lang=en&siteTag=${encodeURIComponent(scene.siteTag)}${extra}`;

export function orderLookupOperations(): LookupOperation[] {
  const mutated = fc.record({
    reference: fc.oneof(
      { weight: 4, arbitrary: referenceForms },
      { weight: 1, arbitrary: brokenValue },
    ),
    contact: fc.oneof(
      { weight: 4, arbitrary: contactForms },
      { weight: 1, arbitrary: brokenValue },
    ),
    extra: fc.option(
      fc.tuple(fc.constantFrom('email', 'phone', 'hash', 'orderReference', 'extra'), brokenValue),
      { nil: undefined, freq: 4 },
    ),
  });
  const lookup: LookupOperation = {
    name: `POST ${CHECKOUT_API.orderLookup}`,
    plans: fc
      .oneof(
        { weight: 4, arbitrary: mutated.map((plan) => ({ plan })) },
        {
          weight: 1,
          arbitrary: schemaArbitrary(OrderLookupBodySchema as unknown as JsonSchema, {}).map(
            (body) => ({ body }),
          ),
        },
      )
      .map((drawn) => (scene: LookupScene) => {
        let body: unknown;
        if ('body' in drawn) body = drawn.body;
        else {
          const { reference, contact, extra } = drawn.plan;
          const built: Record<string, unknown> = {
            orderReference: typeof reference === 'function' ? reference(scene) : reference,
          };
          if (Array.isArray(contact) && typeof contact[1] === 'function')
            built[contact[0] as string] = (contact[1] as Form)(scene);
          else built.email = contact;
          if (extra) built[extra[0]] = extra[1];
          body = built;
        }
        return {
          method: 'POST',
          url: url(scene, CHECKOUT_API.orderLookup),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        };
      }),
  };
  const hashes = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Form>((scene) => scene.hash) },
    {
      weight: 3,
      arbitrary: fc.nat(63).map<Form>((at) => (scene) => {
        const replaced = scene.hash[at] === 'A' ? 'B' : 'A';
        return `${scene.hash.slice(0, at)}${replaced}${scene.hash.slice(at + 1)}`;
      }),
    },
    { weight: 1, arbitrary: fc.constant<Form>((scene) => scene.hash.slice(0, -2)) },
    { weight: 1, arbitrary: fc.constant<Form>((scene) => `${scene.hash}AA`) },
    { weight: 2, arbitrary: hostileString.map<Form>((text) => () => text) },
  );
  const link: LookupOperation = {
    name: `GET ${CHECKOUT_API.orderLink}`,
    plans: fc.tuple(hashes, fc.boolean()).map(([hash, withSite]) => (scene: LookupScene) => ({
      method: 'GET',
      url: withSite
        ? url(scene, CHECKOUT_API.orderLink, `&hash=${encodeAnyText(hash(scene))}`)
        : `${CHECKOUT_API.orderLink}?hash=${encodeAnyText(hash(scene))}`,
    })),
  };
  return [lookup, link];
}
