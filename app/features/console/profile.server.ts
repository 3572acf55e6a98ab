import { data, redirect, type AppLoadContext } from 'react-router';
import {
  isPdf,
  profileFieldsOf,
  RESUME_MAX_BYTES,
  type ProfileForm,
} from '#common/profile-schemas.ts';
import type { StatStore } from '#common/stores.ts';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { ResumeOutcome } from './resume-outcomes';
import { resumeHref } from '../../lib/resume';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';
import {
  applyListEdit,
  checkDraft,
  draftOf,
  parseListEdit,
  readDraft,
  type FieldErrors,
  type ProfileDraft,
} from './profile-form';

export const PROFILE_PATH = '/admin/profile';

/** What the profile page shows: the stored profile and stats as its form's first values. */
export async function profileData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const [profile, stats] = await Promise.all([
    context.stores.profile.get(),
    context.stores.stats.list(),
  ]);
  return data(
    {
      draft: draftOf(profile, stats),
      // Changes with every save: the form is drawn afresh from what was stored.
      revision: profile.updatedAt + stats.map((stat) => stat._id).join(','),
      resume: profile.resume && { ...profile.resume, href: resumeHref(profile.resume)! },
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The profile form's answer: what was done, or the form as typed with what to fix. */
export type ProfileAnswer = {
  message: string;
  done: boolean;
  /** The form to show again (a refusal, or a row added or removed before saving). */
  draft?: ProfileDraft;
  errors?: FieldErrors;
  /** The element to focus next (a new row's first field). */
  focus?: string;
  /** Tells one answer's form from the next, so the form is drawn from the new draft. */
  revision?: string;
};

const answer = (body: ProfileAnswer, status = 200) =>
  data<ProfileAnswer>(body, { status, headers: CONSOLE_HEADERS });

/** Saves the profile form, or edits one of its lists (add, remove, move a row) without saving. */
export async function profileAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  if (!form) return answer({ message: UNREADABLE_FORM_MESSAGE, done: false }, 400);
  const draft = readDraft(form);
  const intent = form.get('intent');
  const revision = crypto.randomUUID();
  const edit = typeof intent === 'string' ? parseListEdit(intent) : null;
  if (edit) {
    const edited = applyListEdit(draft, edit);
    if ('refused' in edited) {
      return answer({ message: edited.refused, done: false, draft, revision }, 400);
    }
    return answer({ message: '', done: false, ...edited, revision });
  }
  const checked = checkDraft(draft);
  if (!checked.ok) {
    const count = Object.keys(checked.errors).length;
    return answer(
      {
        message: `Nothing was saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a fix.`,
        done: false,
        draft: checked.draft,
        errors: checked.errors,
        revision,
      },
      400,
    );
  }
  await context.stores.profile.save(profileFieldsOf(checked.form));
  await saveStats(context.stores.stats, checked.form.stats);
  return answer({ message: 'Profile saved. The site shows it from now on.', done: true });
}

/**
 * The stats as the form lists them, in its order: stored ones updated where they changed, new
 * ones created, and those the owner removed from the list deleted. (An id the store does not
 * know is a new stat.)
 */
async function saveStats(store: StatStore, rows: ProfileForm['stats']) {
  const stored = new Map((await store.list()).map((stat) => [stat._id, stat]));
  const kept = new Set<string>();
  for (const [order, { id, ...row }] of rows.entries()) {
    const fields = { ...row, order };
    const current = stored.get(id);
    if (!current) {
      await store.create(fields);
      continue;
    }
    kept.add(id);
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
      (key) => fields[key] !== current[key],
    );
    if (changed) await store.update(id, fields);
  }
  for (const id of stored.keys()) if (!kept.has(id)) await store.remove(id);
}

const backToProfile = (outcome: ResumeOutcome) =>
  redirect(`${PROFILE_PATH}?resume=${outcome}`, { headers: CONSOLE_HEADERS });

/**
 * Uploads or removes the résumé, then goes back to the profile page saying how it went (a file
 * input cannot be filled in again, so there is nothing typed to keep). The file is checked by
 * its content, not its name or type: a PDF starts with `%PDF-`.
 */
export async function resumeAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  if (!form) return backToProfile('missing');
  if (form.get('intent') === 'remove') {
    await context.stores.profile.removeResume();
    return backToProfile('removed');
  }
  const file = form.get('resume');
  if (!(file instanceof File) || file.size === 0) return backToProfile('missing');
  if (file.size > RESUME_MAX_BYTES) return backToProfile('too-large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) return backToProfile('not-pdf');
  await context.stores.profile.saveResume(bytes);
  return backToProfile('saved');
}
