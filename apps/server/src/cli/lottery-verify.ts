import { parseArgs } from 'node:util';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';
import { LOTTERY_FORMATS, type LotteryFormat } from '@pkg/games/lottery/lottery-types';

/**
 * Checks a house lottery draw (decision 028) without trusting the site: the published seed hash
 * must be the SHA-256 of the revealed seed, and the seed with the draw's context must give the
 * published result. Either fetches the draw's proof from a site (`--site URL --game CODE --numero N`,
 * with `--brand CODE` for a site serving several) or takes the values given. Exits 0 when both
 * hold, 1 when either fails, 2 on bad input.
 */

const USAGE = `Usage: npm run lottery:verify -- --site https://play.example --game ssc-1m --numero 20261125-0601 [--brand CODE]
       npm run lottery:verify -- --format ssc --seed HEX --context BRAND:GAME:NUMERO [--hash HEX] [--result "1 2 3 4 5"]`;

const OPTIONS = {
  site: { type: 'string' },
  brand: { type: 'string' },
  game: { type: 'string' },
  numero: { type: 'string' },
  format: { type: 'string' },
  seed: { type: 'string' },
  context: { type: 'string' },
  hash: { type: 'string' },
  result: { type: 'string' },
  help: { type: 'boolean' },
} as const;

interface Proof {
  format: string;
  seed: string | null;
  seedHash: string | null;
  context: string;
  result: string[] | null;
  source?: string;
}

async function fetchProof(site: string, game: string, numero: string, brand?: string): Promise<Proof> {
  const url = new URL(`/lgw/games/draws/${encodeURIComponent(game)}/${encodeURIComponent(numero)}`, site);
  const response = await fetch(url, { headers: brand ? { merchant: brand } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Proof;
}

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let proof: Proof;
  if (values.site) {
    if (!values.game || !values.numero) throw new Error(`--site needs --game and --numero\n\n${USAGE}`);
    proof = await fetchProof(values.site, values.game, values.numero, values.brand);
  } else {
    if (!values.format || !values.seed || !values.context) throw new Error(`give --site, or --format, --seed and --context\n\n${USAGE}`);
    proof = {
      format: values.format,
      seed: values.seed,
      seedHash: values.hash ?? null,
      context: values.context,
      result: values.result?.split(/[\s,]+/).filter(Boolean) ?? null,
    };
  }
  if (proof.source === 'official') {
    console.log('This draw takes the official result, typed in by staff and approved by a second: it has no seed to check.');
    return 1;
  }
  if (!(LOTTERY_FORMATS as readonly string[]).includes(proof.format)) throw new Error(`unknown format ${proof.format}`);
  if (!proof.seed) {
    console.log(`Not drawn yet: the seed is revealed with the result. Published seed hash: ${proof.seedHash ?? 'none'}`);
    return 1;
  }
  const computed = fairResult(proof.format as LotteryFormat, proof.seed, proof.context).numbers;
  const hashOk = proof.seedHash === null || commitmentOf(proof.seed) === proof.seedHash.toLowerCase();
  const resultOk = proof.result === null || computed.join(' ') === proof.result.join(' ');
  console.log(`context   ${proof.context}`);
  console.log(`seed hash ${proof.seedHash ?? '(not given)'} ${hashOk ? 'matches the seed' : 'DOES NOT match the seed'}`);
  console.log(
    `result    ${computed.join(' ')}${proof.result === null ? '' : resultOk ? '  (as published)' : `  DIFFERS from the published ${proof.result.join(' ')}`}`,
  );
  return hashOk && resultOk ? 0 : 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
