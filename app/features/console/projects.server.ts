import { data, redirect, type AppLoadContext } from 'react-router';
import { projectCreateSchema } from '#common/admin-schemas.ts';
import { containsNul, isPossibleKey, NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import type { Project } from '#common/types.ts';
import { isConflictError } from '#common/stores.ts';
import { readForm } from '../../lib/read-form.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';
import {
  EMPTY_PROJECT_FORM,
  moveButtonId,
  PROJECT_TEXT_FIELDS,
  projectFormValues,
  type ProjectFormField,
  type ProjectFormRefusal,
  type ProjectFormValues,
} from './project-form';
import { PROJECTS_PATH } from './paths';

/** The list's answer: what was done, and which button keeps the keyboard's focus afterwards. */
export type ProjectsAnswer = ConsoleAnswerData & { focus?: string };

const PROJECT_ACTIONS = ['up', 'down', 'hide', 'show', 'delete'] as const;
type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/**
 * Every project, hidden ones too, by type and in the order visitors see them. `?saved=<id>` (where
 * the form sends the owner after saving) says what was saved.
 */
export async function projectsListData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const projects = await context.stores.projects.list({ includeHidden: true });
  const savedId = new URL(request.url).searchParams.get('saved');
  const saved = projects.find((project) => project._id === savedId);
  return data(
    {
      client: projects.filter((project) => project.type === 'client'),
      personal: projects.filter((project) => project.type === 'personal'),
      saved: saved && { title: saved.title, type: saved.type, hidden: saved.hidden },
    },
    { headers: CONSOLE_HEADERS },
  );
}

const isAction = (value: unknown): value is ProjectAction =>
  (PROJECT_ACTIONS as readonly unknown[]).includes(value);

/**
 * One form per project: move it up or down among its type, hide it from visitors or show it
 * again, or delete it. Each of these changes what visitors see, so each announces it (the store
 * does, through announcing-stores.ts).
 */
export async function projectsListAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  const intent = form?.get('intent');
  const id = form?.get('id');
  const answer = (answered: ProjectsAnswer, status = 200) =>
    data<ProjectsAnswer>(answered, { status, headers: CONSOLE_HEADERS });
  if (!isAction(intent)) {
    return answer({ message: 'Choose what to do with the project.', done: false }, 400);
  }
  const { projects } = context.stores;
  // An id that cannot exist (a NUL byte PostgreSQL would refuse) is simply gone.
  const project = isPossibleKey(id) ? await projects.get(id) : null;
  if (!project) return answer({ message: 'That project is gone.', done: false }, 404);
  const named = `“${project.title}”`;

  switch (intent) {
    case 'up':
    case 'down': {
      const result = await projects.move(project._id, intent);
      if (!result) return answer({ message: 'That project is gone.', done: false }, 404);
      const focus = moveButtonId(project._id, intent);
      if (!result.moved) {
        const edge = intent === 'up' ? 'first' : 'last';
        return answer({ message: `${named} is ${edge} already.`, done: true, focus });
      }
      return answer({ message: `${named} moved ${intent}.`, done: true, focus });
    }
    case 'hide':
    case 'show': {
      const hidden = intent === 'hide';
      if (!(await projects.update(project._id, { hidden }))) {
        return answer({ message: 'That project is gone.', done: false }, 404);
      }
      return answer({
        message: hidden
          ? `${named} is hidden: visitors no longer see it.`
          : `${named} is shown to visitors again.`,
        done: true,
      });
    }
    case 'delete':
      if (!(await projects.remove(project._id))) {
        return answer({ message: 'That project is gone.', done: false }, 404);
      }
      return answer({ message: `${named} deleted.`, done: true });
  }
}

/** The form's project: a blank one for /admin/projects/new, the stored one to edit. */
export async function projectFormData(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
) {
  requireOwner(context, request);
  if (id === undefined) {
    return data({ id: null, values: EMPTY_PROJECT_FORM }, { headers: CONSOLE_HEADERS });
  }
  const project = isPossibleKey(id) ? await context.stores.projects.get(id) : null;
  if (!project) {
    throw data({ message: 'That project is gone.' }, { status: 404, headers: CONSOLE_HEADERS });
  }
  return data(
    { id: project._id, values: projectFormValues(project) },
    { headers: CONSOLE_HEADERS },
  );
}

const FIX_MESSAGE = 'Check the fields marked below: nothing was saved.';

/** 'React, TypeScript,, Node ' → ['React', 'TypeScript', 'Node']: what the owner meant. */
const listOf = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

function typedValues(form: FormData | null): ProjectFormValues {
  const values: ProjectFormValues = { ...EMPTY_PROJECT_FORM, type: '' };
  for (const field of PROJECT_TEXT_FIELDS) {
    const typed = form?.get(field);
    values[field] = typeof typed === 'string' ? typed : '';
  }
  values.hidden = form?.get('hidden') === 'on';
  return values;
}

/**
 * The form's values checked with the API's own schema (common/admin-schemas.ts): the write, or
 * each field's first problem.
 */
function checkedProject(values: ProjectFormValues) {
  const errors: Partial<Record<ProjectFormField, string>> = {};
  for (const field of PROJECT_TEXT_FIELDS) {
    if (containsNul(values[field])) errors[field] = NUL_TEXT_MESSAGE;
  }
  const parsed = projectCreateSchema.safeParse({
    ...values,
    // Left empty, the address is made from the title.
    slug: values.slug.trim() === '' ? undefined : values.slug,
    categories: listOf(values.categories),
    tags: listOf(values.tags),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProjectFormField;
      errors[field] ??= issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true as const, write: parsed.data }
    : { ok: false as const, errors };
}

/**
 * Saves a new project (`id` undefined) or the one edited, then goes back to the list, which says
 * what was saved. A refusal answers 400 with every value as typed, so nothing is lost.
 */
export async function projectFormAction(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
) {
  requireOwner(context, request);
  const form = await readForm(request);
  const values = typedValues(form);
  const refuse = (refusal: Omit<ProjectFormRefusal, 'values'>, status = 400) =>
    data<ProjectFormRefusal>({ ...refusal, values }, { status, headers: CONSOLE_HEADERS });
  if (!form)
    return refuse({ message: 'The form could not be read. Please send it again.', errors: {} });
  const checked = checkedProject(values);
  if (!checked.ok) return refuse({ message: FIX_MESSAGE, errors: checked.errors });

  const { projects } = context.stores;
  let saved: Project | null = null;
  try {
    if (id === undefined) saved = await projects.create(checked.write);
    else if (isPossibleKey(id)) saved = await projects.update(id, checked.write);
  } catch (error) {
    if (!isConflictError(error)) throw error;
    return refuse({ message: FIX_MESSAGE, errors: { slug: error.message } }, 409);
  }
  if (!saved)
    return refuse({ message: 'That project is gone: it was deleted meanwhile.', errors: {} }, 404);
  return redirect(`${PROJECTS_PATH}?saved=${encodeURIComponent(saved._id)}`, {
    headers: CONSOLE_HEADERS,
  });
}
