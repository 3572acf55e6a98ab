import { Form, useFetcher, useNavigate, useNavigation, useSubmit } from 'react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { slugify } from '#common/admin-schemas.ts';
import { largestWebp } from '#common/image-variants.ts';
import { IMAGE_UPLOAD_PATH, imageMarkdown, type StoredImage } from '#common/images.ts';
import type { PostState } from '#common/types.ts';
import { useAsk } from '../../lib/ui/AskDialog';
import { writeClipboard } from '../../lib/clipboard';
import { describedBy, Field, fieldIds } from './form-fields';
import { ImageUpload } from './ImageUpload';
import { forgetLocalDraft, keepLocalDraft, readLocalDraft } from './local-draft';
import { MarkdownPreview } from './MarkdownPreview';
import { MarkdownSource } from './MarkdownSource';
import {
  NEW_POST_ID,
  POST_TEXT_FIELDS,
  sameValues,
  STATE_LABELS,
  valuesOfForm,
  type PostFormAnswer,
  type PostFormField,
  type PostFormValues,
} from './post-form';
import { POSTS_PATH } from './paths';
import styles from './console.module.css';

/** A draft saves itself this long after typing stops. */
const AUTOSAVE_DELAY_MS = 1500;

const ids = fieldIds<PostFormField>('post');

type SaveStatus = { message: string; failed: boolean };

/**
 * The post editor: a plain form that posts before the page's JavaScript loads. Once it runs, the
 * Markdown gets CodeMirror and a live preview, the slug follows the title until it is edited,
 * a draft saves itself a moment after typing stops, and whatever the server has not acknowledged
 * is kept in this browser and offered back after a reload.
 */
export function PostEditor({
  postId,
  state,
  values,
  refusal,
  images,
  saved,
}: {
  postId: string;
  state: PostState | null;
  values: PostFormValues;
  refusal: PostFormAnswer | undefined;
  images: StoredImage[];
  saved: string | null;
}) {
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const shown = refusal?.values ?? values;
  const errors = refusal?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const replaceMarkdown = useRef<((text: string) => void) | null>(null);
  const slugEdited = useRef(values.slug !== '');
  const [markdown, setMarkdown] = useState(shown.markdown);
  const [cover, setCover] = useState(shown.image);
  const [restored, setRestored] = useState<PostFormValues | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ message: '', failed: false });
  const autosaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revision = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const submit = useSubmit();
  const idRef = useRef(postId);
  useEffect(() => {
    idRef.current = postId;
  }, [postId]);
  const { askText, dialog } = useAsk();
  const autosaves = state === null || state === 'draft';

  const currentValues = () =>
    formRef.current ? valuesOfForm(new FormData(formRef.current)) : shown;

  /** Puts values into the form's fields (a restored copy, or the stored post again). */
  const fill = useCallback((filled: PostFormValues) => {
    const form = formRef.current;
    if (!form) return;
    for (const field of POST_TEXT_FIELDS) {
      const control = form.elements.namedItem(field);
      if (field === 'markdown') {
        if (replaceMarkdown.current) replaceMarkdown.current(filled.markdown);
        else if (control instanceof HTMLTextAreaElement) control.value = filled.markdown;
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.value = filled[field];
      }
    }
    const featured = form.elements.namedItem('featured');
    if (featured instanceof HTMLInputElement) featured.checked = filled.featured;
    setMarkdown(filled.markdown);
    setCover(filled.image);
  }, []);

  // What this browser kept and the server never acknowledged comes back, with a note.
  useEffect(() => {
    const kept = readLocalDraft(postId);
    if (!kept) return;
    if (sameValues(kept, shown)) return forgetLocalDraft(postId);
    fill(kept);
    // localStorage exists only in the browser, after hydration: this is the first moment to read it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(kept);
    // Only on arriving at a post: later loader answers are the saves of this same screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A save by the buttons was acknowledged: nothing is left to keep.
  useEffect(() => {
    if (saved) forgetLocalDraft(postId);
  }, [saved, postId]);

  async function autosave() {
    const form = formRef.current;
    if (!form) return;
    const values = valuesOfForm(new FormData(form));
    if (values.title.trim() === '') {
      setStatus({
        message: 'Give the post a title: it is kept in this browser until then.',
        failed: false,
      });
      return;
    }
    const sent = String(revision.current);
    const body = new FormData(form);
    body.set('revision', sent);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus({ message: 'Saving…', failed: false });
    try {
      const response = await fetch(`${POSTS_PATH}/${encodeURIComponent(idRef.current)}/autosave`, {
        method: 'POST',
        body,
        signal: controller.signal,
      });
      const answer = (await response.json().catch(() => ({}))) as PostFormAnswer;
      if (!response.ok || !answer.saved) {
        setStatus({
          message: `Not saved: ${answer.message ?? 'the server did not answer.'} Your text is kept in this browser.`,
          failed: true,
        });
        return;
      }
      const wasNew = idRef.current === NEW_POST_ID;
      if (answer.saved.revision === String(revision.current)) forgetLocalDraft(idRef.current);
      setStatus({ message: 'Draft saved.', failed: false });
      if (wasNew) {
        idRef.current = answer.saved.id;
        if (answer.saved.revision !== String(revision.current)) {
          keepLocalDraft(answer.saved.id, currentValues());
        }
        forgetLocalDraft(NEW_POST_ID);
        void navigate(`${POSTS_PATH}/${encodeURIComponent(answer.saved.id)}`, {
          replace: true,
          preventScrollReset: true,
        });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      void error;
      setStatus({
        message: 'Not saved: the connection dropped. Your text is kept in this browser.',
        failed: true,
      });
    }
  }

  const changed = () => {
    const values = currentValues();
    setMarkdown(values.markdown);
    keepLocalDraft(idRef.current, values);
    revision.current += 1;
    clearTimeout(autosaveTimer.current);
    if (autosaves) {
      autosaveTimer.current = setTimeout(() => {
        const done = autosave().finally(() => {
          if (saving.current === done) saving.current = null;
        });
        saving.current = done;
      }, AUTOSAVE_DELAY_MS);
    } else
      setStatus({ message: 'Not saved yet: press “Update”. Kept in this browser.', failed: false });
  };

  useEffect(() => () => clearTimeout(autosaveTimer.current), []);

  const onTitle = (title: string) => {
    if (slugEdited.current) return;
    const slug = formRef.current?.elements.namedItem('slug');
    if (slug instanceof HTMLInputElement) slug.value = slugify(title);
  };

  async function uploadInline(file: File, insert: (text: string) => void) {
    const alt = await askText({
      title: 'Describe the image',
      label: 'Alt text (for people who cannot see it)',
      submitLabel: 'Upload',
    });
    if (!alt?.trim()) return;
    const body = new FormData();
    body.set('file', file);
    body.set('alt', alt);
    setStatus({ message: 'Uploading the image…', failed: false });
    try {
      const response = await fetch(IMAGE_UPLOAD_PATH, { method: 'POST', body });
      const answer = (await response.json().catch(() => ({}))) as {
        image?: StoredImage;
        message?: string;
      };
      if (!answer.image) throw new Error(answer.message ?? 'The upload failed.');
      insert(imageMarkdown(answer.image));
      setStatus({ message: 'Image uploaded and inserted.', failed: false });
    } catch (error) {
      setStatus({
        message: error instanceof Error ? error.message : 'The upload failed.',
        failed: true,
      });
    }
  }

  const chooseCover = (address: string) => {
    const input = formRef.current?.elements.namedItem('image');
    if (input instanceof HTMLInputElement) input.value = address;
    setCover(address);
    changed();
  };

  const described = describedBy(ids, errors);

  const isPublic = state === 'published' || state === 'scheduled';
  return (
    <div className={styles.editor}>
      {dialog}
      {saved && !refusal && (
        <p role="status" className={styles.done}>
          {saved === 'draft' ? 'Draft saved.' : null}
          {saved === 'scheduled' ? 'Saved: it appears on its date.' : null}
          {saved === 'published' ? 'Published: visitors can read it now.' : null}
        </p>
      )}
      {restored && (
        <div className={styles.restored} role="status">
          <p>Restored what you typed here that was not saved yet.</p>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => {
              forgetLocalDraft(idRef.current);
              fill(values);
              setRestored(null);
            }}
          >
            Discard it
          </button>
        </div>
      )}
      <Form
        method="post"
        className={`${styles.projectForm} ${styles.postForm}`}
        ref={formRef}
        id="post-form"
        onInput={changed}
        onSubmit={(event) => {
          clearTimeout(autosaveTimer.current);
          const pending = saving.current;
          if (!pending) return;
          // An autosave on its way may be creating this very post: send the buttons' save to
          // the post it makes, not to "new" a second time.
          event.preventDefault();
          const form = event.currentTarget;
          const submitter = (event.nativeEvent as SubmitEvent)
            .submitter as HTMLButtonElement | null;
          void pending.then(() =>
            submit(submitter ?? form, {
              method: 'post',
              action: `${POSTS_PATH}/${encodeURIComponent(idRef.current)}`,
            }),
          );
        }}
        aria-label="Post"
      >
        <p role="alert" className={styles.error}>
          {refusal?.message ?? ''}
        </p>
        <Field ids={ids} field="title" label="Title" error={errors.title}>
          <input
            className="input"
            required
            defaultValue={shown.title}
            onInput={(event) => onTitle(event.currentTarget.value)}
            {...described('title')}
          />
        </Field>
        <Field
          ids={ids}
          field="slug"
          label="Slug"
          hint="Its address: /blog/{slug}. Made from the title until you edit it."
          error={errors.slug}
        >
          <input
            className="input"
            autoComplete="off"
            spellCheck={false}
            defaultValue={shown.slug}
            onInput={(event) => {
              slugEdited.current = event.currentTarget.value !== '';
            }}
            {...described('slug', true)}
          />
        </Field>
        <Field ids={ids} field="excerpt" label="Excerpt" error={errors.excerpt}>
          <textarea
            className="textarea"
            rows={2}
            defaultValue={shown.excerpt}
            {...described('excerpt')}
          />
        </Field>
        <Field
          ids={ids}
          field="categories"
          label="Categories"
          hint="Comma-separated; the first is the main one."
          error={errors.categories}
        >
          <input
            className="input"
            autoComplete="off"
            defaultValue={shown.categories}
            {...described('categories', true)}
          />
        </Field>
        <Field ids={ids} field="tags" label="Tags" hint="Comma-separated." error={errors.tags}>
          <input
            className="input"
            autoComplete="off"
            defaultValue={shown.tags}
            {...described('tags', true)}
          />
        </Field>
        <div className={styles.sourceAndPreview}>
          <Field
            ids={ids}
            field="markdown"
            label="Markdown"
            hint="GitHub-flavoured: tables, task lists, fenced code with a language, footnotes. Drop or paste an image to upload it."
            error={errors.markdown}
          >
            <MarkdownSource
              defaultValue={shown.markdown}
              invalid={Boolean(errors.markdown)}
              describedBy={described('markdown', true)['aria-describedby']}
              onChange={changed}
              onImage={(file, insert) => void uploadInline(file, insert)}
              replaceRef={replaceMarkdown}
            />
          </Field>
          <MarkdownPreview markdown={markdown} />
        </div>
        <Field
          ids={ids}
          field="image"
          label="Cover image"
          hint="An uploaded image (choose or upload one below), a path on this site or an https address."
          error={errors.image}
        >
          <input
            className="input"
            autoComplete="off"
            spellCheck={false}
            defaultValue={shown.image}
            onChange={(event) => setCover(event.currentTarget.value)}
            {...described('image', true)}
          />
        </Field>
        <Field
          ids={ids}
          field="date"
          label="Publish date (UTC)"
          hint="A future date schedules the post: it appears then. Empty: now, when published."
          error={errors.date}
        >
          <input
            type="datetime-local"
            className="input"
            defaultValue={shown.date}
            {...described('date', true)}
          />
        </Field>
        <label className={styles.option}>
          <input type="checkbox" name="featured" defaultChecked={shown.featured} />
          Featured (the wide card at the top of the blog)
        </label>
        <p
          role="status"
          className={status.failed ? styles.error : styles.hint}
          data-testid="save-status"
        >
          {state ? `${STATE_LABELS[state]}. ` : ''}
          {status.message}
        </p>
        <div className={styles.rowActions}>
          <button type="submit" name="intent" value="draft" className="btn" disabled={busy}>
            {isPublic ? 'Unpublish' : 'Save draft'}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className="btn btn-primary"
            disabled={busy}
          >
            {isPublic ? 'Update' : 'Publish'}
          </button>
        </div>
      </Form>
      <section className={styles.section} aria-labelledby="cover-heading">
        <h2 id="cover-heading" className={styles.sectionTitle}>
          Choose or upload a cover
        </h2>
        {cover && <p className={styles.hint}>Now: {cover}</p>}
        {images.length > 0 && (
          <ul className={styles.covers} aria-label="Uploaded images">
            {images.map((image) => {
              const address = largestWebp(image)?.url ?? '';
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    aria-pressed={cover === address}
                    onClick={() => chooseCover(address)}
                  >
                    <img
                      src={address}
                      alt=""
                      width={64}
                      height={Math.round((64 * image.height) / image.width)}
                    />
                    <span>Use “{image.alt}”</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <ImageUpload onUploaded={(image) => chooseCover(largestWebp(image)?.url ?? '')} />
      </section>
      {postId !== NEW_POST_ID && <PreviewLink postId={postId} />}
    </div>
  );
}

/** The private preview link: make one (the old one ends), copy it, revoke it. */
function PreviewLink({ postId }: { postId: string }) {
  const fetcher = useFetcher<{ message: string; done: boolean; path?: string }>();
  const [copied, setCopied] = useState('');
  const link = fetcher.data?.path;
  const address = link && typeof window !== 'undefined' ? `${window.location.origin}${link}` : link;
  return (
    <section className={styles.section} aria-labelledby="preview-link-heading">
      <h2 id="preview-link-heading" className={styles.sectionTitle}>
        Preview link
      </h2>
      <p className={styles.hint}>Whoever has the link can read this post before it is published.</p>
      <fetcher.Form
        method="post"
        action={`${POSTS_PATH}/${encodeURIComponent(postId)}`}
        className={styles.rowActions}
      >
        <button type="submit" name="intent" value="link" className="btn btn-sm">
          Make a preview link
        </button>
        <button type="submit" name="intent" value="unlink" className="btn btn-sm btn-ghost">
          Revoke the link
        </button>
      </fetcher.Form>
      <p role="status" className={fetcher.data?.done === false ? styles.error : styles.hint}>
        {fetcher.data?.message ?? ''}
      </p>
      {address && (
        <p>
          <a href={link} data-testid="preview-link">
            {address}
          </a>{' '}
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={async () =>
              setCopied((await writeClipboard(address)) ? 'Copied.' : 'Copy it by hand.')
            }
          >
            Copy
          </button>{' '}
          <span role="status">{copied}</span>
        </p>
      )}
    </section>
  );
}
