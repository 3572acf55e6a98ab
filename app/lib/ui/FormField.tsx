import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** What every field of a visitor's form has: a label above it and a required value. */
interface FieldBase {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>;

/** The global `.field` layout (app/styles/controls.css): the label, the control, what follows. */
function LabelledField({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The attributes a control needs to be this field's required, controlled value. */
function controlProps({ id, value, onValueChange }: FieldBase) {
  return {
    id,
    'aria-required': true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
  };
}

/** One labelled, required text input, shared by the comment and contact forms. */
export function InputField({ id, label, value, onValueChange, ...input }: FieldBase & InputProps) {
  return (
    <LabelledField id={id} label={label}>
      <input className="input" {...input} {...controlProps({ id, label, value, onValueChange })} />
    </LabelledField>
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
    <LabelledField id={id} label={label}>
      <textarea
        className="textarea"
        {...textarea}
        {...controlProps({ id, label, value, onValueChange })}
      />
      {children}
    </LabelledField>
  );
}
