/** The same rules the server enforces on sign-up; checked here first for a quick answer. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return "Use at least one letter and one digit";
  return undefined;
}

/** Bounds on the other account fields, checked by the server on sign-up, profile and email changes. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
