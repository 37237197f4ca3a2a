/**
 * The password typed at the last login, kept in memory only (never in storage) so the forced
 * change-password dialog need not ask for it again (SPEC.md section 2). A reload forgets it, and
 * the dialog then asks for the old password.
 */
let known: { username: string; password: string } | null = null;

export function keepKnownPassword(username: string, password: string): void {
  known = { username, password };
}

/** The password typed at login, if this page still knows it. */
export function knownPassword(): string | null {
  return known?.password ?? null;
}

/** The username typed at login, if this page still knows it. */
export function knownUsername(): string | null {
  return known?.username ?? null;
}

export function forgetKnownPassword(): void {
  known = null;
}
