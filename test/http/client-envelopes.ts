/** Envelope schemas of the client routes, for validating whole answers in the HTTP tests. */
import * as z from 'zod/mini';

export const PaginationSchema = z.strictObject({
  total: z.int().check(z.nonnegative()),
  count: z.int().check(z.nonnegative()),
  per_page: z.int().check(z.gte(1)),
  current_page: z.int().check(z.gte(1)),
  total_pages: z.int().check(z.gte(1)),
  links: z.strictObject({ next: z.optional(z.url()) }),
});

export const primaryList = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject({ status: z.literal(true), result: z.array(item), meta: z.strictObject({ pagination: PaginationSchema }) });

export const primaryItem = <T extends z.ZodMiniType>(item: T) => z.strictObject({ status: z.literal(true), result: item });

export const AltMetaSchema = z.strictObject({
  current_page: z.int().check(z.gte(1)),
  per_page: z.int().check(z.gte(1)),
  total: z.int().check(z.nonnegative()),
  total_pages: z.int().check(z.gte(1)),
});

export const PrimaryErrorSchema = z.strictObject({
  status: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

export const AltErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }),
});
