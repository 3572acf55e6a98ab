import {
  PROFILE_LIST_MAX,
  profileFormSchema,
  type ProfileForm,
  type ProfileList,
} from '#common/profile-schemas.ts';
import type { Profile, Stat } from '#common/types.ts';

/**
 * The console's profile form as typed: every value as the browser sends it, so a refused form
 * comes back exactly as it was (a number box holding 'ten' included). The lists are rows of
 * fields named `list.index.field` (`timeline.1.start`); zod's issue paths are the same names.
 */
export interface ProfileDraft {
  name: string;
  role: string;
  tagline: string;
  description: string;
  email: string;
  location: string;
  yearsOfExperience: string;
  about: string[];
  skills: string[];
  social: { label: string; url: string }[];
  timeline: {
    employer: string;
    title: string;
    start: string;
    end: string;
    impact: string;
    technologies: string;
  }[];
  stats: { id: string; label: string; value: string; suffix: string; active: boolean }[];
}

/** Field name → what to fix there. */
export type FieldErrors = Record<string, string>;

const SCALARS = [
  'name',
  'role',
  'tagline',
  'description',
  'email',
  'location',
  'yearsOfExperience',
] as const;

const ROW_FIELDS = {
  social: ['label', 'url'],
  timeline: ['employer', 'title', 'start', 'end', 'impact', 'technologies'],
  stats: ['id', 'label', 'value', 'suffix'],
} as const;

const emptyRows = {
  about: () => '',
  skills: () => '',
  social: () => ({ label: '', url: '' }),
  timeline: () => ({ employer: '', title: '', start: '', end: '', impact: '', technologies: '' }),
  stats: () => ({ id: '', label: '', value: '', suffix: '', active: true }),
} satisfies Record<ProfileList, () => unknown>;

/** The stored profile and stats as the form shows them. */
export function draftOf(profile: Profile, stats: Stat[]): ProfileDraft {
  return {
    name: profile.name,
    role: profile.role,
    tagline: profile.tagline,
    description: profile.description,
    email: profile.email,
    location: profile.location,
    yearsOfExperience: String(profile.yearsOfExperience),
    about: [...profile.about],
    skills: [...profile.skills],
    social: profile.social.map((link) => ({ ...link })),
    timeline: profile.timeline.map((role) => ({
      ...role,
      technologies: role.technologies.join(', '),
    })),
    stats: stats.map((stat) => ({
      id: stat._id,
      label: stat.label,
      value: String(stat.value),
      suffix: stat.suffix,
      active: stat.active,
    })),
  };
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The row indices a form sent for a list, in order (`about.0`, `timeline.2.title`…). */
function rowIndices(form: FormData, list: ProfileList): number[] {
  const pattern = new RegExp(`^${list}\\.(\\d{1,3})(?:\\.|$)`);
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  return [...indices].sort((a, b) => a - b);
}

function rowsOf<Field extends string>(
  form: FormData,
  list: ProfileList,
  fields: readonly Field[],
): Record<Field, string>[] {
  return rowIndices(form, list).map(
    (index) =>
      Object.fromEntries(
        fields.map((field) => [field, textOf(form, `${list}.${index}.${field}`)]),
      ) as Record<Field, string>,
  );
}

/** The draft a submitted form holds; anything missing reads as empty. */
export function readDraft(form: FormData): ProfileDraft {
  const scalars = Object.fromEntries(SCALARS.map((name) => [name, textOf(form, name)])) as Record<
    (typeof SCALARS)[number],
    string
  >;
  return {
    ...scalars,
    about: rowIndices(form, 'about').map((index) => textOf(form, `about.${index}`)),
    skills: rowIndices(form, 'skills').map((index) => textOf(form, `skills.${index}`)),
    social: rowsOf(form, 'social', ROW_FIELDS.social),
    timeline: rowsOf(form, 'timeline', ROW_FIELDS.timeline),
    stats: rowIndices(form, 'stats').map((index) => ({
      ...Object.fromEntries(
        ROW_FIELDS.stats.map((field) => [field, textOf(form, `stats.${index}.${field}`)]),
      ),
      active: form.has(`stats.${index}.active`),
    })) as ProfileDraft['stats'],
  };
}

/** What the form's row buttons ask for: a row added, removed or moved, before any saving. */
export type ListEdit =
  | { kind: 'add'; list: ProfileList }
  | { kind: 'remove' | 'up' | 'down'; list: ProfileList; index: number };

const isList = (name: string): name is ProfileList => Object.hasOwn(PROFILE_LIST_MAX, name);

/** `add:skills`, `remove:timeline:2`, `up:about:1`; anything else is no list edit. */
export function parseListEdit(intent: string): ListEdit | null {
  const [kind, list = '', index] = intent.split(':');
  if (!isList(list)) return null;
  if (kind === 'add' && index === undefined) return { kind, list };
  if ((kind === 'remove' || kind === 'up' || kind === 'down') && /^\d{1,3}$/.test(index ?? '')) {
    return { kind, list, index: Number(index) };
  }
  return null;
}

/** The id of the element that should have focus after an edit: the new row, or the list's button. */
export const fieldId = (name: string) => `profile-${name.replaceAll('.', '-')}`;
export const addButtonId = (list: ProfileList) => `profile-add-${list}`;
export const moveButtonId = (list: ProfileList, index: number, direction: 'up' | 'down') =>
  `profile-${list}-${index}-${direction}`;

const FIRST_FIELD: Record<ProfileList, string | null> = {
  about: null,
  skills: null,
  social: 'label',
  timeline: 'employer',
  stats: 'label',
};

/**
 * The draft with one row added, removed or moved (nothing is saved: the owner saves when the
 * form is as they want it), and where focus goes next; or a refusal when the list is full.
 */
export function applyListEdit(
  draft: ProfileDraft,
  edit: ListEdit,
): { draft: ProfileDraft; focus: string } | { refused: string } {
  const rows = [...draft[edit.list]] as unknown[];
  const { list } = edit;
  if (edit.kind === 'add') {
    if (rows.length >= PROFILE_LIST_MAX[list]) {
      return { refused: `This list holds at most ${PROFILE_LIST_MAX[list]} entries.` };
    }
    rows.push(emptyRows[list]());
    const first = FIRST_FIELD[list];
    const index = rows.length - 1;
    return {
      draft: { ...draft, [list]: rows },
      focus: fieldId(first ? `${list}.${index}.${first}` : `${list}.${index}`),
    };
  }
  const { index } = edit;
  if (index >= rows.length) return { draft, focus: addButtonId(list) };
  if (edit.kind === 'remove') {
    rows.splice(index, 1);
    return { draft: { ...draft, [list]: rows }, focus: addButtonId(list) };
  }
  const target = edit.kind === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= rows.length) {
    return { draft, focus: moveButtonId(list, index, edit.kind) };
  }
  [rows[index], rows[target]] = [rows[target], rows[index]];
  // The row moved; its button keeps focus where it went (or the other one at an end).
  const atEnd = target === 0 || target === rows.length - 1;
  const direction = atEnd ? (edit.kind === 'up' ? 'down' : 'up') : edit.kind;
  return { draft: { ...draft, [list]: rows }, focus: moveButtonId(list, target, direction) };
}

const isBlank = (row: unknown) =>
  typeof row === 'string'
    ? row.trim() === ''
    : Object.entries(row as Record<string, unknown>).every(
        ([field, value]) => field === 'active' || field === 'id' || String(value).trim() === '',
      );

/** Rows left wholly empty (an added row never filled in) are dropped, not refused. */
function withoutBlankRows(draft: ProfileDraft): ProfileDraft {
  const lists = Object.keys(PROFILE_LIST_MAX) as ProfileList[];
  return {
    ...draft,
    ...Object.fromEntries(
      lists.map((list) => [list, (draft[list] as unknown[]).filter((row) => !isBlank(row))]),
    ),
  };
}

/** The draft checked by the shared schema: what to store, or each field's error. */
export function checkDraft(
  draft: ProfileDraft,
): { ok: true; form: ProfileForm } | { ok: false; draft: ProfileDraft; errors: FieldErrors } {
  const trimmed = withoutBlankRows(draft);
  const result = profileFormSchema.safeParse(trimmed);
  if (result.success) return { ok: true, form: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  // The rows as checked: the error names their indices once the blank ones are gone.
  return { ok: false, draft: trimmed, errors };
}
