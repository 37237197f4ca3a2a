// Proves every guarded route authenticates before it validates (decision 060): the test walks every
// route the app registered (http/guard-first.ts keeps the list, so routes added later are walked
// too) and calls each with input its schema would refuse. Without credentials every player, agent
// and staff route answers 401; with the wrong kind of session (a player's token on a staff route, a
// staff cookie on a player route), a trial account on a real-account route, a member on an agent
// route and a staff member without the route's permission it answers 401 or 403 — never 400, so
// strangers learn nothing of the calls' shapes. Every /bo route but the sign-in, and every
// /wps/member and /wps/agent route but the few named public here, must declare a guard.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { permissionsOf, STAFF_ROLES, type StaffPermission } from '@pkg/contracts/staff-roles';
import { createTestApp, demoHeaders, type TestApp } from '../../test/test-app.ts';
import { staffSignedIn, type TestStaff } from '../../test/withdrawal-helpers.ts';
import { newPlayer, type Player } from '../../test/wallet-helpers.ts';
import { guardedRoutes, type GuardedRoute } from './guard-first.ts';

/** /wps/member and /wps/agent calls a visitor makes before having a session. */
const PUBLIC_MEMBER_CALLS = new Set([
  `PUT ${API.register}`,
  `PUT ${API.registerMobile}`,
  `POST ${API.passwordByPhone}`,
  `POST ${API.passwordByEmail}`,
  `POST ${API.passwordByEmailReset}`,
  `GET ${API.affiliateCheck}`,
]);
const PUBLIC_STAFF_CALLS = new Set(['POST /bo/session/login']);

let t: TestApp;
let member: Player;
let trialToken: string;
const staffByRole = new Map<string, TestStaff>();

before(async () => {
  t = await createTestApp();
  member = await newPlayer(t, 'walker', { pin: false });
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(trial.statusCode, 200, trial.body);
  trialToken = (trial.json().value as { token: string }).token;
  for (const role of STAFF_ROLES) staffByRole.set(role, await staffSignedIn(t, role));
});
after(() => t.close());

/** The route's path with its parameters filled, and a query its schema would refuse. */
function urlOf(route: GuardedRoute): string {
  const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
  return `${path}?pageNo=-7&pageSize=abc&q=&zzz=1`;
}

/** Calls a route with a body no schema accepts, as a caller with the given headers. */
function call(route: GuardedRoute, headers: Record<string, string>) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: { ...demoHeaders(), 'x-backoffice': '1', ...(withBody ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(withBody ? { payload: '{"zzz": [1, 2, {' } : {}),
  });
}

function assertRefused(route: GuardedRoute, response: { statusCode: number; body: string }, statuses: number[], who: string) {
  const name = `${route.method} ${route.url} (${who})`;
  assert.ok(statuses.includes(response.statusCode), `${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  assert.doesNotMatch(response.body, /bad_request|Invalid input|zzz/, name);
}

/** A role that lacks a permission, if any does. */
function roleWithout(permission: StaffPermission): string | undefined {
  return STAFF_ROLES.find((role) => !(permissionsOf(role) as readonly string[]).includes(permission));
}

test('every /bo, member and agent route declares a guard, unless it is one of the named public calls', () => {
  const routes = guardedRoutes(t.app);
  assert.ok(routes.length > 300, `routes walked: ${routes.length}`);
  const unguarded = routes.filter((route) => route.guard === null).map((route) => `${route.method} ${route.url}`);
  const staffOpen = unguarded.filter((name) => name.split(' ')[1]?.startsWith('/bo/') && !PUBLIC_STAFF_CALLS.has(name));
  assert.deepEqual(staffOpen, [], 'back-office calls without the staff guard');
  const memberOpen = unguarded.filter(
    (name) => /^\/wps\/(member|agent)\//.test(name.split(' ')[1] ?? '') && !PUBLIC_MEMBER_CALLS.has(name),
  );
  assert.deepEqual(memberOpen, [], 'member and agent calls without a session guard');
});

test('without credentials, or with the other side’s, every guarded route answers 401 before it reads the input', async () => {
  // The example: the search's query named its field in a 400 before the session was asked for.
  const search = await t.app.inject({ url: '/bo/members?username=x' });
  assert.equal(search.statusCode, 401, search.body);
  assert.equal(search.json().errorCode, 'login.not.session');
  const staff = staffByRole.get('owner') as TestStaff;
  let walked = 0;
  for (const route of guardedRoutes(t.app)) {
    if (!route.guard) continue;
    walked += 1;
    assertRefused(route, await call(route, {}), [401], 'no credentials');
    const other: Record<string, string> =
      route.guard.kind === 'staff' ? { authorization: member.token } : { cookie: `${STAFF_COOKIE}=${staff.cookie}` };
    assertRefused(route, await call(route, other), [401], 'the other side’s credentials');
  }
  assert.ok(walked > 250, `guarded routes walked: ${walked}`);
});

test('with a session of the wrong role every guarded route answers 403 before it reads the input', async () => {
  const counts = { trial: 0, member: 0, staff: 0 };
  for (const route of guardedRoutes(t.app)) {
    const guard = route.guard;
    if (!guard) continue;
    if (guard.kind === 'player' && !guard.allowTrial) {
      counts.trial += 1;
      assertRefused(route, await call(route, { authorization: trialToken }), [403], 'trial account');
    }
    if (guard.kind === 'agent') {
      counts.member += 1;
      assertRefused(route, await call(route, { authorization: member.token }), [403], 'member, not agent');
    }
    if (guard.kind === 'staff' && guard.permission) {
      const role = roleWithout(guard.permission as StaffPermission);
      if (!role) continue;
      counts.staff += 1;
      const staff = staffByRole.get(role) as TestStaff;
      assertRefused(route, await call(route, { cookie: `${STAFF_COOKIE}=${staff.cookie}` }), [403], `staff ${role}`);
    }
  }
  assert.ok(counts.trial > 50 && counts.member > 5 && counts.staff > 50, JSON.stringify(counts));
});

test('a staff call that changes something without the x-backoffice header is refused before its input is read', async () => {
  for (const route of guardedRoutes(t.app)) {
    if (route.guard?.kind !== 'staff' || route.method === 'GET') continue;
    const response = await t.app.inject({
      method: route.method as 'POST',
      url: urlOf(route),
      headers: { 'content-type': 'application/json' },
      payload: '{"zzz": [',
    });
    assertRefused(route, response, [403], 'no x-backoffice header');
  }
});
