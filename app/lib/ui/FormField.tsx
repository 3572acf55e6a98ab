import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** What every field of a visitor's form has: a label above it and a required value. */
interface FieldBase {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>;

/**
 * One labelled, required text input in the global `.field` layout (app/styles/global.css),
 * shared by the comment and contact forms.
 */
export function InputField({ id, label, value, onValueChange, ...input }: FieldBase & InputProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-required="true"
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}

/** The multi-line kind of InputField; `children` stand below the box (a length counter). */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  children,
  ...textarea
}: FieldBase & TextAreaProps & { children?: ReactNode }) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="textarea"
        aria-required="true"
        {...textarea}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {children}
    </div>
  );
}
