/** The contract's rule for a chosen password (`newPassword` in contract/common.ts): 10 to 256 characters. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

export type PasswordProblem = 'required' | 'passwordLength' | 'passwordsDiffer';

export function checkNewPassword(
  password: string,
  confirmation: string,
): Record<'next' | 'confirm', PasswordProblem | null> {
  let next: PasswordProblem | null = null;
  if (password === '') next = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
    next = 'passwordLength';
  let confirm: PasswordProblem | null = null;
  if (confirmation === '') confirm = 'required';
  else if (confirmation !== password) confirm = 'passwordsDiffer';
  return { next, confirm };
}
