/**
 * The brand's first-login action (SPEC.md section 4: "first-login action if firstTimeLogin",
 * decision 064): nothing, a short welcome tour, or a prompt to secure the account in the security
 * centre. Kept apart from the zod contracts so both sites can import it without zod.
 */
export const FIRST_LOGIN_ACTIONS = ['none', 'welcomeTour', 'securityCheck', 'bindPhone'] as const;
export type FirstLoginAction = (typeof FIRST_LOGIN_ACTIONS)[number];
