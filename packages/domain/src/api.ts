import { z } from 'zod';

/** The one error shape every API failure uses: a snake_case code and a human-readable message. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  app: z.literal('ok'),
  database: z.enum(['ok', 'down']),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** One page of an offset-paged list, as every list endpoint answers. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
