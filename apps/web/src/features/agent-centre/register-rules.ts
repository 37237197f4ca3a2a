/**
 * The checks of the downline registration form, the same as the server's (registerDownlinePayload
 * in packages/contracts/src/agents.ts), repeated so a slip costs no round trip.
 */

export interface RegisterInput {
  type: 'member' | 'agent';
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
}

export type RegisterProblem = 'usernameLength' | 'passwordLength' | 'passwordMismatch' | 'nicknameLength';

/** Problems keyed by field; empty when the form may be sent. */
export function checkRegister(input: RegisterInput): Partial<Record<keyof RegisterInput, RegisterProblem>> {
  const problems: Partial<Record<keyof RegisterInput, RegisterProblem>> = {};
  const username = input.username.trim();
  if (username.length < 4 || username.length > 16) problems.username = 'usernameLength';
  if (input.password.length < 6 || input.password.length > 20) problems.password = 'passwordLength';
  else if (input.confirmPassword !== input.password) problems.confirmPassword = 'passwordMismatch';
  if (input.nickname.trim().length > 32) problems.nickname = 'nicknameLength';
  return problems;
}

/** The payload as the server takes it: names trimmed, no empty nickname. */
export function registerPayload(input: RegisterInput) {
  const nickname = input.nickname.trim();
  return {
    type: input.type,
    username: input.username.trim(),
    password: input.password,
    confirmPassword: input.confirmPassword,
    ...(nickname ? { nickname } : {}),
  };
}
