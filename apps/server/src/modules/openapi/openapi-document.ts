import { z } from 'zod';
import { failEnvelope } from '@pkg/contracts/envelope';
import { API, HEADERS } from '@pkg/contracts/routes';
import { ENCRYPTION_HEADER } from '@pkg/contracts/payload-seal';
import { WALLET_ACTIONS, WALLET_BODIES, WALLET_HEADERS, walletAnswer } from '@pkg/contracts/vendor-wallet';
import type { CataloguedRoute } from './route-catalogue.ts';
import { SEALED_CALLS } from './sealed-calls.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** An OpenAPI 3.1 document (only the parts these documents use). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The player API: the calls the player site makes, each answered for the brand the request names. */
export const PLAYER_API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

const VERSION = '1';

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract: what a caller sends, or what the server answers. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** `/wps/x/:id` → `/wps/x/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Path, query or header parameters from a contract's object schema. */
function parametersOf(schema: unknown, where: 'path' | 'query' | 'header'): Operation[] {
  if (!isZod(schema)) return [];
  const object = jsonSchemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const PLAYER_HEADERS: Operation[] = [
  {
    name: HEADERS.merchant,
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'Brand code (else the brand of the host name).',
  },
  {
    name: HEADERS.language,
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'Language code of the answer texts, e.g. EN.',
  },
];

function playerOperation(route: CataloguedRoute): Operation {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const segments = route.url.split('/').filter(Boolean);
  const operation: Operation = {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [segments.slice(0, 2).join('/')],
    parameters: [
      ...parametersOf(schema.params, 'path'),
      ...parametersOf(schema.querystring, 'query'),
      ...parametersOf(schema.headers, 'header'),
      ...PLAYER_HEADERS,
    ],
  };
  const sealed = SEALED_CALLS[`${route.method} ${route.url}`];
  if (isZod(schema.body)) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(schema.body, 'input') } } };
  } else if (sealed) {
    (operation.parameters as Operation[]).push({
      name: ENCRYPTION_HEADER,
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'Scheme and key id of the sealed payload (packages/contracts/src/payload-seal.ts).',
    });
    operation.requestBody = {
      required: true,
      description: `A sealed payload: \`value\` is the AES-256-GCM ciphertext of the JSON in x-sealed-payload, its key wrapped with the RSA key of ${API.sessionKey}.`,
      content: {
        'application/json': {
          schema: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'], additionalProperties: false },
        },
      },
      'x-sealed-payload': jsonSchemaOf(sealed, 'input'),
    };
  }
  const responses: Record<string, Operation> = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    if (isZod(answer))
      responses[status] = { description: 'Answer', content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
  }
  if (!responses['200']) responses['200'] = { description: 'Answer (no response contract: see the route in apps/server)' };
  responses.default = {
    description: 'Failure envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/FailEnvelope' } } },
  };
  operation.responses = responses;
  return operation;
}

/** True when a route has a zod schema for its input or its answer. */
function hasContract(route: CataloguedRoute): boolean {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const answers = Object.values((schema.response ?? {}) as Record<string, unknown>);
  return (
    SEALED_CALLS[`${route.method} ${route.url}`] !== undefined ||
    [schema.body, schema.querystring, schema.params, schema.headers, ...answers].some(isZod)
  );
}

/**
 * The player API's document, from the zod schemas of the routes under /wps, /lgw and /lotto
 * (decision 042). Routes there without any contract are named in the description.
 */
export function playerApiDocument(routes: readonly CataloguedRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const uncovered: string[] = [];
  const player = routes.filter((route) => PLAYER_API_PREFIXES.some((prefix) => route.url.startsWith(prefix)));
  for (const route of [...player].sort((a, b) => a.url.localeCompare(b.url))) {
    if (!hasContract(route)) {
      uncovered.push(`${route.method} ${route.url}`);
      continue;
    }
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = playerOperation(route);
  }
  const description = [
    'The API of the player site: every call under /wps, /lgw and /lotto that has a zod contract in packages/contracts.',
    'Answers of /wps calls come in the envelope `{ success: true, value }` or the failure envelope (FailEnvelope); some /lgw calls answer bare objects.',
    `Signed-in calls carry \`${HEADERS.authorization}: Bearer <token>\`; money calls an \`${HEADERS.idempotencyKey}\`. Credential calls take a payload sealed with the key of ${API.sessionKey}.`,
    'The vendor wallet API is described in /openapi-vendor.json; the back office (/bo) is internal and not described.',
    uncovered.length > 0 ? `Routes without a contract (not described here): ${uncovered.join(', ')}.` : 'Every route here has a contract.',
  ].join('\n\n');
  return {
    openapi: '3.1.0',
    info: { title: 'Player API', version: VERSION, description },
    paths,
    components: { schemas: { FailEnvelope: jsonSchemaOf(failEnvelope, 'output') } },
  };
}

const WALLET_ACTION_TEXT: Record<(typeof WALLET_ACTIONS)[number], string> = {
  authenticate: 'Exchanges the game session token the launch gave the game for the player and balance.',
  balance: 'The player’s spendable balance, by live token or by player id.',
  debit: 'Takes a stake; needs a live session. A repeated requestId answers DUPLICATE with the first transaction.',
  credit: 'Pays a win (or "0" to close a round with no win); accepted after the session expired.',
  rollback: 'Undoes a debit named by its transaction id; accepted after the session expired.',
};

/** The seamless wallet API game vendors call (decision 023), from packages/contracts/src/vendor-wallet.ts. */
export function vendorApiDocument(): OpenApiDocument {
  const answer = { content: { 'application/json': { schema: { $ref: '#/components/schemas/WalletAnswer' } } } };
  const paths: OpenApiDocument['paths'] = {};
  for (const action of WALLET_ACTIONS) {
    paths[openApiPath(API.vendorWallet).replace('{action}', action)] = {
      post: {
        operationId: `wallet${action[0]?.toUpperCase()}${action.slice(1)}`,
        summary: WALLET_ACTION_TEXT[action],
        parameters: [
          { name: 'vendorCode', in: 'path', required: true, schema: { type: 'string', maxLength: 32 } },
          {
            name: WALLET_HEADERS.signature,
            in: 'header',
            required: true,
            schema: { type: 'string' },
            description: 'HMAC-SHA256 (hex) with the vendor’s secret over `${timestamp}.${rawBody}`.',
          },
          {
            name: WALLET_HEADERS.timestamp,
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^[0-9]{1,16}$' },
            description: 'Unix time in milliseconds.',
          },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(WALLET_BODIES[action], 'input') } } },
        responses: {
          '200': { description: 'Every business outcome, named by status.', ...answer },
          '400': { description: 'INVALID_REQUEST: the body does not fit the action.', ...answer },
          '401': { description: 'INVALID_SIGNATURE: signature or timestamp refused.', ...answer },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vendor wallet API',
      version: VERSION,
      description:
        'The seamless wallet a game vendor calls: POST /vendor-wallet/{vendorCode}/{action} with a signed JSON body. Amounts are whole minor units as decimal strings; answers are bare objects (no envelope).',
    },
    paths,
    components: { schemas: { WalletAnswer: jsonSchemaOf(walletAnswer, 'output') } },
  };
}
