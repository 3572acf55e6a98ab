import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { COMMENT_AUTHOR_MAX_LENGTH, COMMENT_MAX_LENGTH } from '#common/content-limits.ts';
import {
  COMMENT_MESSAGE_FIELDS,
  COMMENT_SUCCESS_BANNER_MS,
  commentProblem,
  type CommentFields,
} from '../../lib/visitor-input';
import { messages } from '#common/messages.ts';
import { characterCount } from '#common/text-rules.ts';
import { useVisitorForm, type VisitorActionResult } from '../../lib/use-visitor-form';
import { InputField, TextAreaField } from '../../lib/ui/FormField';
import { VisitorFormStatus } from '../../lib/ui/VisitorFormStatus';
import visitorForm from '../../lib/ui/visitor-form.module.css';
import styles from './comments.module.css';

const EMPTY: CommentFields = { author: '', email: '', content: '' };

/** The answer of the page's action, for visitors without JavaScript. */
export type CommentActionResult = VisitorActionResult;

interface CommentFormProps {
  slug: string;
  actionResult?: CommentActionResult;
}

/**
 * docs/product.md#content-and-fallback, docs/product.md#visitor-input-rules: checks every rule before sending, shows 'Posting…' while it posts to
 * /api/comments, then a 5 s success banner (form cleared, list reloaded) or the server's
 * message. Without JavaScript the same form posts to the page's action.
 */
export function CommentForm({ slug, actionResult }: CommentFormProps) {
  const id = useId();
  const revalidator = useRevalidator();
  const { fields, field, status, formProps } = useVisitorForm({
    empty: EMPTY,
    actionResult,
    problem: commentProblem,
    messageFields: COMMENT_MESSAGE_FIELDS,
    endpoint: '/api/comments',
    body: (comment) => ({ postSlug: slug, ...comment }),
    failedMessage: messages.commentFailed,
    serverMessages: true,
    sentForMs: COMMENT_SUCCESS_BANNER_MS,
    onSent: () => void revalidator.revalidate(),
  });

  const posting = status.kind === 'sending';
  return (
    <form {...formProps} className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Leave a comment
      </h3>
      <div className={visitorForm.fieldRow}>
        <InputField
          id={`${id}-author`}
          label="Name"
          autoComplete="name"
          maxLength={COMMENT_AUTHOR_MAX_LENGTH}
          {...field('author')}
        />
        <InputField
          id={`${id}-email`}
          label={
            <>
              Email <span className={styles.hint}>(never shown)</span>
            </>
          }
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <TextAreaField
        id={`${id}-content`}
        label="Comment"
        rows={5}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={`${id}-counter ${id}-status`}
        {...field('content')}
      >
        <p id={`${id}-counter`} className={styles.counter}>
          {characterCount(fields.content)}/{COMMENT_MAX_LENGTH}
        </p>
      </TextAreaField>
      <div className={styles.footer}>
        <button type="submit" className="btn btn-primary" disabled={posting}>
          {posting ? 'Posting…' : 'Post Comment'}
        </button>
        <p className={styles.hint}>Comments appear once approved.</p>
      </div>
      <VisitorFormStatus id={`${id}-status`} status={status} sentMessage={messages.commentPosted} />
    </form>
  );
}
