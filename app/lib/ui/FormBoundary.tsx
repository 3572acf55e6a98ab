import type { ReactNode } from 'react';
import { messages } from '#common/messages.ts';
import { PartBoundary } from './PartBoundary';

/**
 * Around a visitor form whose code comes in a chunk of its own: if the chunk cannot be fetched,
 * the form says so and the rest of the page stays.
 */
export function FormBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <PartBoundary name={name} fallback={<p role="alert">{messages.formUnavailable}</p>}>
      {children}
    </PartBoundary>
  );
}
