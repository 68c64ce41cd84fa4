import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "@framewise/contracts";

/** The server's password rules in words, shown beside every new password field. */
export const PASSWORD_RULES = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with at least one letter and one digit.`;

export interface NewPasswordProblems {
  password?: string;
  confirm?: string;
}

/** A new password must follow the rules and be typed the same twice. */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  const rule = passwordProblem(password);
  if (rule) problems.password = rule;
  if (!confirm) problems.confirm = "Type the new password again";
  else if (confirm !== password) problems.confirm = "The two passwords are not the same";
  return problems;
}

export const hasProblems = (problems: object) => Object.values(problems).some(Boolean);
