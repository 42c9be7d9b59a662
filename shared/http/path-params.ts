/** Path parameters: integer ids arrive as strings. */
import * as z from 'zod';

export const idParam = (name: string) =>
  z.coerce.number({ error: `${name} must be an integer.` }).int(`${name} must be an integer.`).min(1, `${name} must be a positive integer.`).max(Number.MAX_SAFE_INTEGER);

export const IdPath = z.object({ id: idParam('id') });
