// Proves the OpenAPI documents (decision 042): both have the OpenAPI 3.1 structure and are built
// from the zod contracts (the login call's body and the vendor wallet debit's body carry the
// contracts' fields and patterns); every player route with a contract is described and the rest
// are named; the reference page and its files answer from this origin under the site's CSP.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import { WALLET_ACTIONS } from '@pkg/contracts/vendor-wallet';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openApiPath, PLAYER_API_PREFIXES, type OpenApiDocument } from './openapi-document.ts';
import { OPENAPI_PATHS } from './openapi.routes.ts';
import { SEALED_CALLS } from './sealed-calls.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function documentAt(url: string): Promise<OpenApiDocument> {
  const response = await t.app.inject({ url });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /application\/json/);
  return response.json() as OpenApiDocument;
}

function assertStructure(document: OpenApiDocument): void {
  assert.match(document.openapi, /^3\.1\.\d+$/);
  assert.equal(typeof document.info.title, 'string');
  assert.equal(typeof document.info.version, 'string');
  for (const [path, operations] of Object.entries(document.paths)) {
    assert.ok(path.startsWith('/') && !path.includes(':'), path);
    for (const [method, operation] of Object.entries(operations)) {
      assert.ok(['get', 'post', 'put', 'delete', 'patch'].includes(method), `${method} ${path}`);
      assert.ok(operation.responses && typeof operation.responses === 'object', `${method} ${path} has responses`);
      for (const parameter of (operation.parameters ?? []) as Array<{ in: string; name: string }>) {
        assert.ok(['path', 'query', 'header'].includes(parameter.in));
        if (parameter.in === 'path') assert.ok(path.includes(`{${parameter.name}}`), `${parameter.name} in ${path}`);
      }
    }
  }
}

test('the player API document describes the contracted routes, the login call with its zod body among them', async () => {
  const document = await documentAt(OPENAPI_PATHS.player);
  assertStructure(document);
  // The login body is sealed: the wire shape { value } and, inside, the loginPayload contract.
  const login = document.paths[API.login]?.post as { requestBody: { 'x-sealed-payload': { anyOf?: unknown[]; properties?: object } } };
  assert.ok(login, 'the login call is described');
  const inner = login.requestBody['x-sealed-payload'];
  assert.ok(inner.anyOf || inner.properties, JSON.stringify(inner));
  assert.match(JSON.stringify(inner), /"username"/);
  for (const call of Object.keys(SEALED_CALLS)) {
    const [method, path] = call.split(' ') as [string, string];
    assert.ok(document.paths[openApiPath(path)]?.[method.toLowerCase()], `${call} is a registered route`);
  }
  assert.ok(document.paths[openApiPath(API.captcha)], 'the captcha call is described');
  // Nothing outside the player API; the back office and the vendor wallet are not in it.
  for (const path of Object.keys(document.paths))
    assert.ok(
      PLAYER_API_PREFIXES.some((prefix) => path.startsWith(prefix)),
      path,
    );
  assert.ok(Object.keys(document.paths).length > 50, 'most player calls have contracts');
  assert.ok(document.components.schemas.FailEnvelope);
  assert.match(document.info.description, /Routes without a contract|Every route here has a contract/);
});

test('the vendor wallet document has every action, the debit with the contract’s fields and the signature headers', async () => {
  const document = await documentAt(OPENAPI_PATHS.vendor);
  assertStructure(document);
  assert.equal(Object.keys(document.paths).length, WALLET_ACTIONS.length);
  const debit = document.paths['/vendor-wallet/{vendorCode}/debit']?.post as {
    parameters: Array<{ name: string; required: boolean }>;
    requestBody: { content: Record<string, { schema: { properties: Record<string, { pattern?: string }>; required: string[] } }> };
  };
  assert.ok(debit, 'the debit is described');
  const body = debit.requestBody.content['application/json']?.schema;
  assert.deepEqual(body?.required.sort(), ['amount', 'currency', 'gameCode', 'requestId', 'roundId', 'token', 'transactionId']);
  assert.equal(body?.properties.currency?.pattern, '^[A-Z]{3}$');
  assert.deepEqual(
    debit.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ['vendorCode', 'x-wallet-signature', 'x-wallet-timestamp'],
  );
});

test('the reference page answers HTML whose scripts and styles all come from this origin, under the site’s CSP', async () => {
  const page = await t.app.inject({ url: OPENAPI_PATHS.docs });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /text\/html/);
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'(;|$)/);
  assert.doesNotMatch(page.body, /<script>(?!<\/script>)|<script(?![^>]*\bsrc=)/, 'no inline script');
  const assets = [...page.body.matchAll(/(?:src|href)="(\/api-docs\/[^"]+)"/g)].map((match) => match[1] as string);
  assert.ok(assets.length >= 4, assets.join());
  for (const asset of assets) {
    const response = await t.app.inject({ url: asset });
    assert.equal(response.statusCode, 200, asset);
    assert.ok(response.body.length > 100, asset);
  }
  assert.equal((await t.app.inject({ url: `${OPENAPI_PATHS.docs}/package.json` })).statusCode, 404);
});
