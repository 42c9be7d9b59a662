/**
 * What a reader's new password must be (registration, reset), beyond the length the body's schema
 * checks (user-admin-schemas.ts, the same bounds as an admin's): each refusal names its rule, on the
 * `password` field of a 422, and nothing is written.
 */
import { InvalidBody } from '#platform/errors';

export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (new Set(Array.from(password)).size < 4) problems.push('The password must use at least 4 different characters.');
  if (lower.includes(email.toLowerCase()) || (local.length >= 4 && lower.includes(local.toLowerCase()))) {
    problems.push('The password must not contain the email address.');
  }
  return problems;
}

export function checkPassword(password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw new InvalidBody({ password: problems });
}
