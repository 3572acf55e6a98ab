import { DEFAULT_PROFILE } from '#common/site.ts';
import type { ProfileStore, ResumeFile } from '#common/stores.ts';
import type { ProfileFields } from '#common/types.ts';

/** The profile kept in memory, as the database store keeps it: unit tests and the fallback. */
export function createMemoryProfileStore(): ProfileStore {
  let fields: ProfileFields = structuredClone(DEFAULT_PROFILE);
  let updatedAt = new Date(0).toISOString();
  let resume: ResumeFile | null = null;
  const get = () =>
    Promise.resolve({
      ...structuredClone(fields),
      resume: resume ? { sizeBytes: resume.pdf.byteLength, updatedAt: resume.updatedAt } : null,
      updatedAt,
    });
  return {
    get,
    save(saved) {
      fields = structuredClone(saved);
      updatedAt = new Date().toISOString();
      return get();
    },
    resume: () => Promise.resolve(resume),
    saveResume(pdf) {
      resume = { pdf: pdf.slice(), updatedAt: new Date().toISOString() };
      return get();
    },
    removeResume() {
      const had = resume !== null;
      resume = null;
      return Promise.resolve(had);
    },
  };
}
