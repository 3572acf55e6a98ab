import type { ReactNode } from 'react';

/** The ids a console form gives each field's control, hint and error, under its own prefix. */
export interface FieldIds<F extends string> {
  fieldId: (field: F) => string;
  hintId: (field: F) => string;
  errorId: (field: F) => string;
}

export function fieldIds<F extends string>(prefix: string): FieldIds<F> {
  return {
    fieldId: (field) => `${prefix}-${field}`,
    hintId: (field) => `${prefix}-${field}-hint`,
    errorId: (field) => `${prefix}-${field}-error`,
  };
}

/**
 * The attributes that tie a control to its label, its hint and its error: spread onto the input
 * (`{...described('title', true)}`, true when the field shows a hint).
 */
export function describedBy<F extends string>(
  { fieldId, hintId, errorId }: FieldIds<F>,
  errors: Partial<Record<F, string>>,
) {
  return (field: F, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint ? hintId(field) : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') ||
      undefined,
  });
}

/** A labelled control with its hint above and its error below, as every console form shows them. */
export function Field<F extends string>({
  ids,
  field,
  label,
  hint,
  error,
  children,
}: {
  ids: FieldIds<F>;
  field: F;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={ids.fieldId(field)}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId(field)} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError ids={ids} field={field} error={error} />
    </div>
  );
}

export function FieldError<F extends string>({
  ids,
  field,
  error,
}: {
  ids: FieldIds<F>;
  field: F;
  error: string | undefined;
}) {
  return error ? (
    <p id={ids.errorId(field)} className="field-error">
      {error}
    </p>
  ) : null;
}
