import { createContext, useContext, type ReactNode } from 'react';
import { PROFILE_LIST_MAX, type ProfileList } from '#common/profile-schemas.ts';
import { addButtonId, fieldId, moveButtonId, type FieldErrors } from './profile-form';
import styles from './console.module.css';

/** The refused form's errors, by field name, for every field of the profile form. */
export const ProfileErrors = createContext<FieldErrors>({});

interface FieldProps {
  /** The form's field name (`timeline.1.start`), also its error's key. */
  name: string;
  label: ReactNode;
  defaultValue: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'month';
  inputMode?: 'numeric';
  autoComplete?: string;
}

/** One labelled box of the profile form, with its hint and, once refused, what to fix. */
export function Field({ name, label, defaultValue, hint, multiline, ...input }: FieldProps) {
  const error = useContext(ProfileErrors)[name];
  const id = fieldId(name);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea className={`textarea ${styles.shortText}`} rows={4} {...control} />
      ) : (
        <input className="input" type="text" {...input} {...control} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ListSectionProps<Row> {
  list: ProfileList;
  title: string;
  hint?: string;
  rows: Row[];
  /** What one row is called, for its buttons' names ('Role 2', 'Skill TypeScript'). */
  rowName: (row: Row, index: number) => string;
  addLabel: string;
  children: (row: Row, index: number) => ReactNode;
}

/**
 * One list of the profile (paragraphs, skills, links, stats, roles): its rows, each with buttons
 * to move it and remove it, and a button to add one. The buttons send the form, which comes back
 * with the list changed and nothing saved, so they work before the page's JavaScript has loaded.
 */
export function ListSection<Row>({
  list,
  title,
  hint,
  rows,
  rowName,
  addLabel,
  children,
}: ListSectionProps<Row>) {
  const error = useContext(ProfileErrors)[list];
  const headingId = `profile-${list}-title`;
  return (
    <section className={styles.formSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formSectionTitle}>
        {title}
      </h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && <p className="field-error">{error}</p>}
      {rows.length > 0 && (
        <ol className={styles.rows}>
          {rows.map((row, index) => {
            const name = rowName(row, index);
            return (
              <li key={index} className={styles.row}>
                <div className={styles.rowFields}>{children(row, index)}</div>
                <div className={styles.rowTools} role="group" aria-label={name}>
                  <RowButton list={list} index={index} action="up" disabled={index === 0}>
                    Move up<span className="visually-hidden"> {name}</span>
                  </RowButton>
                  <RowButton
                    list={list}
                    index={index}
                    action="down"
                    disabled={index === rows.length - 1}
                  >
                    Move down<span className="visually-hidden"> {name}</span>
                  </RowButton>
                  <RowButton list={list} index={index} action="remove">
                    Remove<span className="visually-hidden"> {name}</span>
                  </RowButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="submit"
        name="intent"
        value={`add:${list}`}
        id={addButtonId(list)}
        className="btn btn-sm"
        disabled={rows.length >= PROFILE_LIST_MAX[list]}
      >
        {addLabel}
      </button>
    </section>
  );
}

function RowButton({
  list,
  index,
  action,
  disabled = false,
  children,
}: {
  list: ProfileList;
  index: number;
  action: 'up' | 'down' | 'remove';
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={`${action}:${list}:${index}`}
      id={action === 'remove' ? undefined : moveButtonId(list, index, action)}
      className="btn btn-ghost btn-sm"
      // A disabled button cannot keep focus: an end row's button is inert instead.
      aria-disabled={disabled || undefined}
      onClick={disabled ? (event) => event.preventDefault() : undefined}
    >
      {children}
    </button>
  );
}
