import { useEffect, useState } from 'react';

type BindingModule = Pick<typeof import('./monaco-binding.client'), 'bindFileModel'>;

/**
 * The Monaco binding (y-monaco, which brings Monaco) is fetched only once access is granted,
 * so the access dialog does not wait for Monaco; it loads alongside the editor itself.
 */
export function useBindingModule(needed: boolean): BindingModule | null {
  const [binding, setBinding] = useState<BindingModule | null>(null);
  useEffect(() => {
    if (!needed || binding) return;
    let current = true;
    void import('./monaco-binding.client').then(({ bindFileModel }) => {
      if (current) setBinding({ bindFileModel });
    });
    return () => {
      current = false;
    };
  }, [needed, binding]);
  return binding;
}
