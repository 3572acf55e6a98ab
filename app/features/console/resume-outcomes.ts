import { RESUME_TOO_LARGE_MESSAGE } from '#common/profile-schemas.ts';

/**
 * Why a résumé was refused, as the profile page's address says it: no file (or a form that could
 * not be read), too big, not a PDF.
 */
const RESUME_REFUSALS = {
  missing: 'Choose a PDF file to upload.',
  'too-large': RESUME_TOO_LARGE_MESSAGE,
  'not-pdf': 'That file is not a PDF. Export the résumé as PDF and upload it again.',
} as const;
const RESUME_DONE = {
  saved: 'Résumé uploaded. The About section links to it.',
  removed: 'Résumé removed.',
} as const;
export type ResumeOutcome = keyof typeof RESUME_REFUSALS | keyof typeof RESUME_DONE;

/** The page's answer for the outcome its address names (`?resume=saved`), if any. */
export function resumeAnswer(
  outcome: string | null,
): { message: string; done: boolean } | undefined {
  if (outcome && Object.hasOwn(RESUME_DONE, outcome)) {
    return { message: RESUME_DONE[outcome as keyof typeof RESUME_DONE], done: true };
  }
  if (outcome && Object.hasOwn(RESUME_REFUSALS, outcome)) {
    return { message: RESUME_REFUSALS[outcome as keyof typeof RESUME_REFUSALS], done: false };
  }
  return undefined;
}
