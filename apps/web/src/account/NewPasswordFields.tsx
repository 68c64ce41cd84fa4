import { PasswordInput } from "@mantine/core";
import { PASSWORD_RULES, type NewPasswordProblems } from "./new-password";

interface Props {
  password: string;
  confirm: string;
  problems: NewPasswordProblems;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** A new password typed twice, with the rules stated; used to change and to reset a password. */
export function NewPasswordFields({ password, confirm, problems, onPassword, onConfirm }: Props) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        description={PASSWORD_RULES}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={problems.password}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.currentTarget.value)}
        error={problems.confirm}
      />
    </>
  );
}
