import { versionOf } from '#common/social-images.ts';
import type { ResumeInfo } from '#common/types.ts';

/** Where the owner's résumé is served (app/routes/resume[.]pdf.ts). */
const RESUME_PATH = '/resume.pdf';

/** The résumé's address, naming its version so a new file is never an old copy; none without one. */
export function resumeHref(resume: ResumeInfo | null): string | null {
  return resume ? `${RESUME_PATH}?v=${versionOf(resume.updatedAt)}` : null;
}
