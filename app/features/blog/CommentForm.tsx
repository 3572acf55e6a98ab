import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  COMMENT_AUTHOR_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_SUCCESS_BANNER_MS,
} from '../../../common/constants';
import { messages } from '../../../common/messages';
import { postJson } from '../../lib/post-json';
import { commentProblem, type CommentFields } from '../../lib/visitor-input';
import { useTypedBeforeHydration } from '../../shell/use-typed-before-hydration';
import styles from './comments.module.css';

type Status =
  { kind: 'idle' } | { kind: 'posting' } | { kind: 'posted' } | { kind: 'error'; message: string };

const EMPTY: CommentFields = { author: '', email: '', content: '' };

/** The answer of the page's action, for visitors without JavaScript. */
export type CommentActionResult = { ok: true } | { ok: false; message: string };

interface CommentFormProps {
  slug: string;
  actionResult?: CommentActionResult;
}

/**
 * SPEC.md §4/§5: checks every rule before sending, shows 'Posting…' while it posts to
 * /api/comments, then a 5 s success banner (form cleared, list reloaded) or the server's
 * message. Without JavaScript the same form posts to the page's action.
 */
export function CommentForm({ slug, actionResult }: CommentFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CommentFields>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fields, setFields);
  const [status, setStatus] = useState<Status>(() =>
    !actionResult
      ? { kind: 'idle' }
      : actionResult.ok
        ? { kind: 'posted' }
        : { kind: 'error', message: actionResult.message },
  );
  const revalidator = useRevalidator();

  useEffect(() => {
    if (status.kind !== 'posted') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), COMMENT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const update = (name: keyof CommentFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'posting') return;
    const problem = commentProblem(fields);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'posting' });
    const result = await postJson('/api/comments', { postSlug: slug, ...fields });
    if (result.ok) {
      setFields(EMPTY);
      setStatus({ kind: 'posted' });
      void revalidator.revalidate();
    } else {
      setStatus({ kind: 'error', message: result.serverMessage ?? messages.commentFailed });
    }
  }

  const posting = status.kind === 'posting';
  const invalid = status.kind === 'error';
  return (
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Leave a comment
      </h3>
      <div className={styles.row}>
        <div className="field">
          <label className="label" htmlFor={`${id}-author`}>
            Name
          </label>
          <input
            id={`${id}-author`}
            className="input"
            name="author"
            autoComplete="name"
            maxLength={COMMENT_AUTHOR_MAX_LENGTH}
            aria-required="true"
            value={fields.author}
            onChange={(event) => update('author')(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-email`}>
            Email <span className={styles.hint}>(never shown)</span>
          </label>
          <input
            id={`${id}-email`}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={fields.email}
            onChange={(event) => update('email')(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-content`}>
          Comment
        </label>
        <textarea
          id={`${id}-content`}
          className="textarea"
          name="content"
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-counter ${id}-status`}
          value={fields.content}
          onChange={(event) => update('content')(event.target.value)}
        />
        <p id={`${id}-counter`} className={styles.counter}>
          {fields.content.length}/{COMMENT_MAX_LENGTH}
        </p>
      </div>
      <div className={styles.footer}>
        <button type="submit" className="btn btn-primary" disabled={posting}>
          {posting ? 'Posting…' : 'Post Comment'}
        </button>
        <p className={styles.hint}>Comments appear once approved.</p>
      </div>
      <div id={`${id}-status`} className={styles.statusArea}>
        <p role="status" className={status.kind === 'posted' ? styles.success : undefined}>
          {status.kind === 'posted' ? messages.commentPosted : ''}
        </p>
        <p role="alert" className={invalid ? styles.error : undefined}>
          {invalid ? status.message : ''}
        </p>
      </div>
    </form>
  );
}
