import { z } from '#common/zod.ts';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from '#common/content-limits.ts';

/**
 * Query parameters. Repeated parameters arrive as arrays and are refused with the same message
 * as any other wrong value.
 */
const positiveWholeNumber = (name: string) =>
  z
    .string({ error: `${name} must be a positive whole number` })
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    // Numbers past the safe range are still "far past the end": clamp rather than refuse.
    .transform((value) => Math.min(Number(value), Number.MAX_SAFE_INTEGER))
    .refine((value) => value >= 1, `${name} must be a positive whole number`);

const CATEGORY_MAX_LENGTH = 100;
const ALL_CATEGORIES = 'all';

const category = z
  .string({ error: 'category must be a single value' })
  .max(CATEGORY_MAX_LENGTH, 'category is too long')
  .refine((value) => !value.includes('\u0000'), 'category must not contain NUL characters')
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (!value || value.toLowerCase() === ALL_CATEGORIES ? undefined : value));

export const postListQuery = z.object({
  category,
  page: positiveWholeNumber('page').default(1),
  limit: positiveWholeNumber('limit')
    .transform((value) => Math.min(value, BLOG_MAX_PAGE_SIZE))
    .default(BLOG_PAGE_SIZE),
});

export const projectListQuery = z.object({
  category,
  type: z.enum(['client', 'personal'], { error: "type must be 'client' or 'personal'" }).optional(),
});

export const statListQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
