import { h } from '../../shared/dom';

let fieldCounter = 0;

/*
 * Every control carries data-field (its label), so the inspector can put focus back on the
 * same control after rebuilding itself.
 */

interface FieldOptions {
  label: string;
  value: string;
  multiline?: boolean;
  hint?: string;
  type?: string;
  onInput(value: string): void;
  onFocus(): void;
}

/** A labelled text input or textarea for the inspector. */
export function textField(options: FieldOptions): HTMLElement {
  const id = `fb-field-${++fieldCounter}`;
  const hintId = options.hint ? `${id}-hint` : undefined;
  const control = options.multiline
    ? h('textarea', {
        class: 'input',
        id,
        rows: 4,
        'aria-describedby': hintId,
        'data-field': options.label,
      })
    : h('input', {
        class: 'input',
        id,
        type: options.type ?? 'text',
        'aria-describedby': hintId,
        'data-field': options.label,
      });
  control.value = options.value;
  control.addEventListener('input', () => options.onInput(control.value));
  control.addEventListener('focus', () => options.onFocus());
  return h(
    'div',
    { class: 'fb-field' },
    h('label', { for: id }, options.label),
    control,
    options.hint ? h('p', { class: 'fb-field__hint', id: hintId }, options.hint) : null,
  );
}

/** A labelled select whose options are [value, label] pairs. */
export function selectField(
  label: string,
  value: string,
  choices: ReadonlyArray<readonly [string, string]>,
  onChange: (value: string) => void,
): HTMLElement {
  const id = `fb-field-${++fieldCounter}`;
  const select = h(
    'select',
    { class: 'input', id, 'data-field': label },
    ...choices.map(([optionValue, optionLabel]) =>
      h('option', { value: optionValue, selected: optionValue === value }, optionLabel),
    ),
  );
  select.addEventListener('change', () => onChange(select.value));
  return h('div', { class: 'fb-field' }, h('label', { for: id }, label), select);
}

export function checkboxField(
  label: string,
  checked: boolean,
  onChange: (checked: boolean) => void,
) {
  const id = `fb-field-${++fieldCounter}`;
  const box = h('input', { type: 'checkbox', id, checked, 'data-field': label });
  box.addEventListener('change', () => onChange(box.checked));
  return h('div', { class: 'fb-field fb-field--inline' }, box, h('label', { for: id }, label));
}
