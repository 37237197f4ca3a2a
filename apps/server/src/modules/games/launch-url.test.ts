// Proves launch addresses fill the vendor's template URL-encoded and go on the game CDN host the injected random source picks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onRandomHost, type RandomIndex } from './cdn-host.ts';
import { buildLaunchUrl } from './launch.service.ts';

/** A random source that answers the given indexes in turn, recording the bounds it was asked for. */
function pinned(...indexes: number[]): RandomIndex & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    int(maxExclusive) {
      asked.push(maxExclusive);
      const next = indexes.shift() ?? 0;
      assert.ok(next < maxExclusive);
      return next;
    },
  };
}

const TEMPLATE = '/house-slots/play?game={game}&token={token}&lang={lang}';
const HOSTS = ['https://g1.example.com', 'g2.example.com/', 'http://g3.example.com'];

test('the template is filled URL-encoded and stays relative without hosts', () => {
  const random = pinned();
  const url = buildLaunchUrl(TEMPLATE, { token: 'a+b/c=', game: 'lucky 777', lang: 'ZH' }, [], random);
  assert.equal(url, '/house-slots/play?game=lucky%20777&token=a%2Bb%2Fc%3D&lang=ZH');
  assert.deepEqual(random.asked, []);
});

test('a relative template goes on the host the random source picks', () => {
  const values = { token: 'tok', game: 'bituin-lines', lang: 'EN' };
  assert.equal(
    buildLaunchUrl(TEMPLATE, values, HOSTS, pinned(0)),
    'https://g1.example.com/house-slots/play?game=bituin-lines&token=tok&lang=EN',
  );
  // A host without a scheme gets https; a trailing slash is not doubled.
  assert.equal(
    buildLaunchUrl(TEMPLATE, values, HOSTS, pinned(1)),
    'https://g2.example.com/house-slots/play?game=bituin-lines&token=tok&lang=EN',
  );
  const random = pinned(2);
  assert.equal(
    buildLaunchUrl(TEMPLATE, values, HOSTS, random),
    'http://g3.example.com/house-slots/play?game=bituin-lines&token=tok&lang=EN',
  );
  assert.deepEqual(random.asked, [3]);
});

test("an absolute template (a vendor's own address) never gets a CDN host", () => {
  const random = pinned();
  const url = buildLaunchUrl(
    'https://vendor.example/launch?t={token}&g={game}&l={lang}&x={other}',
    { token: 't', game: 'g', lang: 'TH' },
    HOSTS,
    random,
  );
  assert.equal(url, 'https://vendor.example/launch?t=t&g=g&l=TH&x={other}');
  assert.deepEqual(random.asked, []);
});

test('image paths: absolute or protocol-relative ones are kept', () => {
  assert.equal(onRandomHost('//cdn.example/x.svg', HOSTS, pinned()), '//cdn.example/x.svg');
  assert.equal(onRandomHost('https://a.example/x.svg', HOSTS, pinned()), 'https://a.example/x.svg');
  assert.equal(onRandomHost('', HOSTS, pinned()), '');
  assert.equal(onRandomHost('/games/x.svg', ['img.example.com'], pinned(0)), 'https://img.example.com/games/x.svg');
});
