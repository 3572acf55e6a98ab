import { Form, Link, useNavigation } from 'react-router';
import { useEffect, useRef } from 'react';
import { CLIENT_FILTERS, PERSONAL_FILTERS } from '../../lib/project-filters';
import type { ProjectFormField, ProjectFormRefusal, ProjectFormValues } from './project-form';
import { describedBy, Field, FieldError, fieldIds } from './form-fields';
import { PROJECTS_PATH } from './paths';
import styles from './console.module.css';

/** Every gallery filter's value, offered as the main category (any other may be typed). */
const FILTER_CATEGORIES = [
  ...new Set([...CLIENT_FILTERS, ...PERSONAL_FILTERS].map((filter) => filter.value)),
].filter((value) => value !== '');

const ids = fieldIds<ProjectFormField>('project');
const { errorId, hintId } = ids;

/**
 * A project's form, to add one or edit one. A plain form: it posts before the page's JavaScript
 * has loaded. The server checks it with the API's schema; a refusal comes back with every value
 * as typed, each wrong field marked and its problem beside it, and (with JavaScript) the focus on
 * the first of them.
 */
export function ProjectForm({
  values,
  refusal,
  adding,
}: {
  values: ProjectFormValues;
  refusal: ProjectFormRefusal | undefined;
  adding: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const shown = refusal?.values ?? values;
  const errors = refusal?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusal]);

  const described = describedBy(ids, errors);

  return (
    <Form method="post" className={styles.projectForm} ref={formRef}>
      <p role="alert" className={styles.error}>
        {refusal?.message ?? ''}
      </p>
      <Field ids={ids} field="title" label="Title" error={errors.title}>
        <input className="input" required defaultValue={shown.title} {...described('title')} />
      </Field>
      <Field
        ids={ids}
        field="slug"
        label="Address"
        hint="The case study's address, /projects/<address>: lowercase letters, digits and hyphens. Leave empty to make it from the title."
        error={errors.slug}
      >
        <input
          className="input"
          autoComplete="off"
          spellCheck={false}
          defaultValue={shown.slug}
          {...described('slug', true)}
        />
      </Field>

      <fieldset
        className={styles.choice}
        aria-describedby={errors.type ? errorId('type') : undefined}
      >
        <legend className="label">Shown in</legend>
        {(
          [
            ['client', 'Client work (/projects)'],
            ['personal', 'Personal projects (/personal-projects)'],
          ] as const
        ).map(([type, label]) => (
          <label key={type} className={styles.option}>
            <input
              type="radio"
              name="type"
              value={type}
              defaultChecked={shown.type === type}
              aria-invalid={errors.type ? true : undefined}
            />
            {label}
          </label>
        ))}
        <FieldError ids={ids} field="type" error={errors.type} />
      </fieldset>

      <Field
        ids={ids}
        field="category"
        label="Main category"
        hint="Shown on the card. The galleries filter by web, ui, fullstack (client work) and web, education, tool, creative (personal)."
        error={errors.category}
      >
        <input
          className="input"
          required
          list="project-category-choices"
          autoComplete="off"
          defaultValue={shown.category}
          {...described('category', true)}
        />
        <datalist id="project-category-choices">
          {FILTER_CATEGORIES.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </Field>
      <Field
        ids={ids}
        field="categories"
        label="Other categories"
        hint="Comma-separated: a filter finds the project by its main category or any of these."
        error={errors.categories}
      >
        <input
          className="input"
          autoComplete="off"
          defaultValue={shown.categories}
          {...described('categories', true)}
        />
      </Field>
      <Field
        ids={ids}
        field="tags"
        label="Technologies"
        hint="Comma-separated, e.g. React, TypeScript, PostgreSQL."
        error={errors.tags}
      >
        <input
          className="input"
          autoComplete="off"
          defaultValue={shown.tags}
          {...described('tags', true)}
        />
      </Field>
      <Field ids={ids} field="description" label="Description" error={errors.description}>
        <textarea
          className="textarea"
          defaultValue={shown.description}
          {...described('description')}
        />
      </Field>
      {/* Issue 27's image upload goes here: it fills this same `image` field with the path of
          the picture it stored, so the form's action and the schema stay as they are. */}
      <Field
        ids={ids}
        field="image"
        label="Image"
        hint="A path on this site (e.g. /images/projects/my-project.svg) or an https address; shown at 3:2."
        error={errors.image}
      >
        <input
          className="input"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={shown.image}
          {...described('image', true)}
        />
      </Field>
      <Field
        ids={ids}
        field="url"
        label="Link"
        hint="Where “View Project” goes: an https address, or a path on this site."
        error={errors.url}
      >
        <input
          className="input"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={shown.url}
          {...described('url', true)}
        />
      </Field>
      <Field
        ids={ids}
        field="sourceUrl"
        label="Source code"
        hint="Where its code can be read, e.g. its GitHub repository; leave empty for none."
        error={errors.sourceUrl}
      >
        <input
          className="input"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={shown.sourceUrl}
          {...described('sourceUrl', true)}
        />
      </Field>
      {/* The console's Markdown editor component (issue 27) replaces this textarea: it keeps the
          same `writeUp` field name, so the action and the schema stay as they are. */}
      <Field
        ids={ids}
        field="writeUp"
        label="Case study"
        hint="Markdown: the problem, your role, the approach, results, screenshots. Leave empty for no case study page."
        error={errors.writeUp}
      >
        <textarea
          className="textarea"
          rows={12}
          spellCheck
          defaultValue={shown.writeUp}
          {...described('writeUp', true)}
        />
      </Field>
      <label className={styles.option}>
        <input
          type="checkbox"
          name="hidden"
          defaultChecked={shown.hidden}
          aria-describedby={hintId('hidden')}
        />
        Hidden
      </label>
      <p id={hintId('hidden')} className="field-hint">
        A hidden project is kept here for you; visitors see it nowhere.
      </p>
      <div className={styles.rowActions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {adding ? 'Add project' : 'Save project'}
        </button>
        <Link to={PROJECTS_PATH} className="btn btn-ghost">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
