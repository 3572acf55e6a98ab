import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text typed into a server-rendered form before React hydrated it stays in the fields, but React
 * neither reports it nor puts it in the component's state: the form would then be checked, and
 * sent, as if empty. Right after hydration, before anything renders again (a render would reset
 * each field to the state), this copies what the visitor typed into the state. A form mounted in
 * the browser (a client-side navigation) holds nothing of the kind and is left alone.
 */
export function useTypedBeforeHydration<Fields extends { [Name in keyof Fields]: string }>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: Fields,
  setFields: (typed: Fields) => void,
) {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...fields };
    let changed = false;
    for (const name of Object.keys(fields) as (keyof Fields & string)[]) {
      const control = form.elements.namedItem(name);
      const isField = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
      if (isField && control.value !== fields[name]) {
        typed[name] = control.value as Fields[typeof name];
        changed = true;
      }
    }
    if (changed) setFields(typed);
    // Once, on the render that hydrated (or mounted) the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
