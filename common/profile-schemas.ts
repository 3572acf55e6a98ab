import { z } from './zod';
import { containsNul, NUL_TEXT_MESSAGE } from './text-rules';
import type { ProfileFields, TimelineRole } from './types';

/**
 * The console's profile form, as the browser sends it (every value text) and as it is stored.
 * The server checks it with `profileFormSchema`; each issue names its field, and its path is the
 * field's name in the form (`timeline.1.start`), so the form marks the very box to fix.
 */

const PROFILE_NAME_MAX_LENGTH = 80;
const ROLE_MAX_LENGTH = 80;
const TAGLINE_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 300;
const EMAIL_MAX_LENGTH = 254;
const LOCATION_MAX_LENGTH = 100;
const PARAGRAPH_MAX_LENGTH = 1500;
const SKILL_MAX_LENGTH = 40;
const LINK_LABEL_MAX_LENGTH = 40;
const URL_MAX_LENGTH = 500;
const EMPLOYER_MAX_LENGTH = 100;
const IMPACT_MAX_LENGTH = 200;
const STAT_LABEL_MAX_LENGTH = 40;
const STAT_SUFFIX_MAX_LENGTH = 4;
const STAT_VALUE_MAX = 1_000_000;
const YEARS_MAX = 80;

/** How many entries each list of the profile may hold: enough for a page, not a database. */
export const PROFILE_LIST_MAX = {
  about: 6,
  skills: 40,
  social: 8,
  timeline: 20,
  stats: 8,
} as const;
export type ProfileList = keyof typeof PROFILE_LIST_MAX;

/** The technologies of a role, typed in one box and separated by commas. */
const TECHNOLOGIES_MAX = 12;

/** A résumé is a PDF of at most this size, stored in the database so every instance serves it. */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_TOO_LARGE_MESSAGE = `The résumé must be at most ${RESUME_MAX_BYTES / 1024 / 1024} MB.`;
/** Where the console's résumé form posts: the one page form allowed a body that large. */
export const RESUME_UPLOAD_PATH = '/admin/profile/resume';
/** Every PDF file starts with these bytes, whatever its name says. */
const PDF_SIGNATURE = '%PDF-';

export function isPdf(bytes: Uint8Array): boolean {
  return (
    bytes.length > PDF_SIGNATURE.length &&
    [...PDF_SIGNATURE].every((char, index) => bytes[index] === char.charCodeAt(0))
  );
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters long`)
    .refine((value) => !containsNul(value), NUL_TEXT_MESSAGE);

const requiredText = (field: string, max: number) =>
  text(field, max).refine((value) => value !== '', `${field} is required`);

/** One line: a line break would not show on the page, and is surely a slip. */
const oneLine = (field: string, max: number) =>
  requiredText(field, max).refine((value) => !/[\r\n]/.test(value), `${field} must be one line`);

const wholeNumber = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a number` })
    .trim()
    .regex(/^\d+$/, `${field} must be a whole number of 0 or more`)
    .transform(Number)
    .refine((value) => value <= max, `${field} must be at most ${max}`);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const month = (field: string) =>
  z
    .string({ error: `${field} must be a month` })
    .trim()
    .regex(MONTH, `${field} must be a month such as 2024-03`);

const webLink = z
  .string({ error: 'Address must be text' })
  .trim()
  .max(URL_MAX_LENGTH, `Address must be at most ${URL_MAX_LENGTH} characters long`)
  .refine(
    (value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    'Address must start with https://',
  );

const listOf = <T extends z.ZodType>(item: T, field: string, list: ProfileList) =>
  z
    .array(item, { error: `${field} must be a list` })
    .max(PROFILE_LIST_MAX[list], `At most ${PROFILE_LIST_MAX[list]} ${field.toLowerCase()}`);

const roleSchema = z
  .object({
    employer: oneLine('Employer', EMPLOYER_MAX_LENGTH),
    title: oneLine('Title', ROLE_MAX_LENGTH),
    start: month('Start'),
    end: z.union([z.literal(''), month('End')], { error: 'End must be a month such as 2024-03' }),
    impact: text('Impact', IMPACT_MAX_LENGTH).refine(
      (value) => !/[\r\n]/.test(value),
      'Impact must be one line',
    ),
    technologies: text('Technologies', TECHNOLOGIES_MAX * SKILL_MAX_LENGTH)
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.length <= TECHNOLOGIES_MAX,
        `At most ${TECHNOLOGIES_MAX} technologies`,
      ),
  })
  // Compared only once both are months: a malformed start has its own message.
  .refine((role) => role.end === '' || !MONTH.test(role.start) || role.end >= role.start, {
    message: 'End must not be before the start',
    path: ['end'],
  }) satisfies z.ZodType<TimelineRole, unknown>;

const statRowSchema = z.object({
  /** Empty for a stat the form adds; the stored stat's id otherwise. */
  id: z.string().max(200),
  label: oneLine('Label', STAT_LABEL_MAX_LENGTH),
  value: wholeNumber('Value', STAT_VALUE_MAX),
  suffix: text('Suffix', STAT_SUFFIX_MAX_LENGTH),
  active: z.boolean(),
});

/** What the profile form sends, read into lists (app/features/console/profile-form.ts). */
export const profileFormSchema = z.object({
  name: oneLine('Name', PROFILE_NAME_MAX_LENGTH),
  role: oneLine('Role', ROLE_MAX_LENGTH),
  tagline: oneLine('Tagline', TAGLINE_MAX_LENGTH),
  description: oneLine('Description', DESCRIPTION_MAX_LENGTH),
  email: requiredText('E-mail', EMAIL_MAX_LENGTH).pipe(
    z.email({ error: 'E-mail must be an address such as you@example.com' }),
  ),
  location: text('Location', LOCATION_MAX_LENGTH),
  yearsOfExperience: wholeNumber('Years of experience', YEARS_MAX),
  about: listOf(requiredText('Paragraph', PARAGRAPH_MAX_LENGTH), 'Paragraphs', 'about'),
  skills: listOf(oneLine('Skill', SKILL_MAX_LENGTH), 'Skills', 'skills'),
  social: listOf(
    z.object({ label: oneLine('Label', LINK_LABEL_MAX_LENGTH), url: webLink }),
    'Links',
    'social',
  ),
  timeline: listOf(roleSchema, 'Roles', 'timeline'),
  stats: listOf(statRowSchema, 'Stats', 'stats'),
});

export type ProfileForm = z.output<typeof profileFormSchema>;

/** The profile's own fields of a checked form (the stats go to their own store). */
export function profileFieldsOf({ stats: _stats, ...fields }: ProfileForm): ProfileFields {
  return fields;
}
