import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export type Staff = { username: string; secret: string };
type StaffRow = Staff & { key: string; name: string; role: string };

/**
 * Back-office staff that scripts/run-e2e.mjs creates from staff.json (one password). Each journey
 * that signs staff in has its own, because an authenticator code works once per 30-second step.
 */
const list = JSON.parse(readFileSync(path.join(import.meta.dirname, 'staff.json'), 'utf8')) as { password: string; staff: StaffRow[] };
const byKey = (key: string): Staff => {
  const row = list.staff.find((s) => s.key === key);
  if (!row) throw new Error(`no staff ${key} in staff.json`);
  return { username: row.username, secret: row.secret };
};

export const STAFF_PASSWORD = list.password;
/** backoffice.spec.ts (owner; it also types a wrong code) and its support member. */
export const MARIA = byKey('MARIA');
export const JUN = byKey('JUN');
/** withdrawals.spec.ts: WENA proposes and pays, ANA approves. */
export const WENA = byKey('WENA');
export const ANA = byKey('ANA');
/** backoffice-agents.spec.ts: AGNES proposes, BELEN approves. */
export const AGNES = byKey('AGNES');
export const BELEN = byKey('BELEN');
/** backoffice-lottery.spec.ts: LUZ types the result, MILA approves it. */
export const LUZ = byKey('LUZ');
export const MILA = byKey('MILA');
/** bingo.spec.ts: the bingo desk (owner). */
export const BINA = byKey('BINA');
/** deposits.spec.ts. */
export const DOLOR = byKey('DOLOR');
/** responsible-gaming.spec.ts (support: rg.manage). */
export const RITA = byKey('RITA');
/** The engagement journeys: promotions desk, messages, points, referral, VIP. */
export const LIA = byKey('LIA');
export const NENA = byKey('NENA');
export const PILAR = byKey('PILAR');
export const CORA = byKey('CORA');
export const TESS = byKey('TESS');
/** backoffice-tables.spec.ts: TINA pauses, opens and proposes a round's void, ROSA approves it. */
export const TINA = byKey('TINA');
export const ROSA = byKey('ROSA');
/** sports.spec.ts: DANTE proposes the results on the trading desk, ELENA approves them (finance: sports.manage). */
export const DANTE = byKey('DANTE');
export const ELENA = byKey('ELENA');
/** backoffice-brand.spec.ts (owner: brands.manage). */
export const BRENDA = byKey('BRENDA');
/** arena.spec.ts (finance: arena.manage) runs a fight on the international demo brand. */
export const ARNEL = byKey('ARNEL');
/** live-chat.spec.ts (support: chat.answer) answers a visitor from the chat desk. */
export const CHITA = byKey('CHITA');
/** menu-settings.spec.ts (owner: brands.manage) switches pages and menu entries of the Menu Tour brand. */
export const MENA = byKey('MENA');
/** backoffice-jobs.spec.ts (owner of every brand: jobs.manage) retries and dismisses failed jobs, and looks at desks at 360 px. */
export const JOBA = byKey('JOBA');

const STEP_MS = 30_000;

/** The authenticator code of a staff member's secret, `offsetSteps` 30-second steps from now. */
export function staffCode(secret: string, offsetSteps = 0): string {
  return codeAt(secret, Date.now() + offsetSteps * STEP_MS);
}

/** The authenticator code of a secret at an instant. */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/**
 * Claims an authenticator step for a staff member across the run's workers (a directory per step:
 * creating it is atomic), so a retried or repeated sign-in waits for a fresh step instead of being
 * refused (so a caller's time limit must allow for up to 30 s of waiting). A step with under 3 s left
 * is skipped, so the code does not expire on its way.
 */
async function claimStep(username: string): Promise<number> {
  const dir = path.join(os.tmpdir(), `e2e-staff-steps-${process.env.E2E_PORT ?? '8090'}`);
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const now = Date.now();
    const left = STEP_MS - (now % STEP_MS);
    const step = Math.floor(now / STEP_MS);
    if (left > 3_000) {
      try {
        mkdirSync(path.join(dir, `${username}-${step}`));
        return step;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, left + 500));
  }
}

/** Signs a staff member in on the back office's sign-in form (opening it first unless `open` is false). */
export async function staffSignIn(page: Page, staff: Staff, { open = true } = {}) {
  if (open) await page.goto('/backoffice/');
  const step = await claimStep(staff.username);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Authenticator code').fill(codeAt(staff.secret, step * STEP_MS + 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}
