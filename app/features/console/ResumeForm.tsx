import { Form, useNavigation } from 'react-router';
import { RESUME_MAX_BYTES, RESUME_UPLOAD_PATH } from '#common/profile-schemas.ts';
import type { ResumeInfo } from '#common/types.ts';
import { useConfirmedSubmit } from './use-confirmed-submit';
import styles from './console.module.css';

const KB = 1024;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * The optional résumé the About section links to: the one uploaded (to view or remove, which
 * asks first), and a form to upload a new one. A file too big is refused here before it is sent,
 * once the page's JavaScript runs; the server checks size and content whatever the browser did.
 */
export function ResumeForm({ resume }: { resume: (ResumeInfo & { href: string }) | null }) {
  const busy = useNavigation().state === 'submitting';
  const { confirmFirst, dialog } = useConfirmedSubmit();
  const onSubmit = confirmFirst({
    title: 'Remove the résumé?',
    message: 'The About section stops linking to it at once.',
    submitLabel: 'Remove',
  });

  return (
    <section className={styles.formSection} aria-labelledby="profile-resume-title">
      <h2 id="profile-resume-title" className={styles.formSectionTitle}>
        Résumé
      </h2>
      {resume ? (
        <div className={styles.rowTools}>
          <p className={styles.hint}>
            <a href={resume.href}>Your résumé</a> ({Math.ceil(resume.sizeBytes / KB)} kB, uploaded{' '}
            {dateFormat.format(new Date(resume.updatedAt))}).
          </p>
          <Form method="post" action={RESUME_UPLOAD_PATH} onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="btn btn-ghost btn-sm" disabled={busy}>
              Remove the résumé
            </button>
          </Form>
        </div>
      ) : (
        <p className={styles.hint}>No résumé yet: the About section shows no link.</p>
      )}
      <Form
        method="post"
        action={RESUME_UPLOAD_PATH}
        encType="multipart/form-data"
        className={styles.upload}
      >
        <div className="field">
          <label className="label" htmlFor="profile-resume">
            {resume ? 'Replace it with' : 'Upload one'}
          </label>
          <input
            id="profile-resume"
            name="resume"
            type="file"
            accept="application/pdf,.pdf"
            className="input"
            aria-describedby="profile-resume-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.setCustomValidity(
                file && file.size > RESUME_MAX_BYTES
                  ? `The résumé must be at most ${RESUME_MAX_BYTES / KB / KB} MB.`
                  : '',
              );
            }}
          />
          <p id="profile-resume-hint" className="field-hint">
            A PDF of at most {RESUME_MAX_BYTES / KB / KB} MB.
          </p>
        </div>
        <button type="submit" className="btn btn-sm" disabled={busy}>
          Upload
        </button>
      </Form>
      {dialog}
    </section>
  );
}
