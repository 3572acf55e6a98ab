import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Form } from 'react-router';
import {
  IMAGE_PAGE_PATH,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PATH,
  IMAGE_UPLOAD_TYPES,
  imageMessages,
  type StoredImage,
} from '#common/images.ts';
import type { UploadAnswer } from './images.server';
import styles from './images.module.css';

const IDLE: UploadAnswer = { message: '', done: false };
const SENDING_MESSAGE = 'Uploading and making the sizes…';
const FAILED_MESSAGE = 'The upload failed: check the connection and try again.';

/** The image among what was dropped or pasted, if any. */
const imageFileOf = (files: FileList | undefined | null) =>
  Array.from(files ?? []).find((file) => file.type.startsWith('image/')) ?? files?.[0];

/**
 * Uploads one image with its alt text: pick it, drop it on the box or paste it. Before the page's
 * JavaScript loads it is a plain multipart form that posts to the image library's action; after,
 * it sends the same form to IMAGE_UPLOAD_PATH and hands the stored image to `onUploaded` (the
 * post editor and its cover field use it the same way). The size is checked here first, so an
 * oversize file is refused at once; the server checks everything again.
 */
export function ImageUpload({
  onUploaded,
  answer,
}: {
  onUploaded?: (image: StoredImage) => void;
  /** The library action's answer when the form was posted without JavaScript. */
  answer?: UploadAnswer;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadAnswer>(answer ?? IDLE);
  const [alt, setAlt] = useState(answer?.alt ?? '');
  const [fileName, setFileName] = useState('');
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);

  // A new answer from the page's action (a form posted without JavaScript) replaces the shown one.
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setState(answer ?? IDLE);
  }

  const choose = (file: File | undefined) => {
    const input = fileRef.current;
    if (!file || !input) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    setFileName(file.name || 'Pasted image');
    setState(IDLE);
  };

  // Pasting an image anywhere on the screen chooses it (text pastes are left alone).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      choose(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(imageFileOf(event.dataTransfer.files));
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileRef.current?.files?.[0];
    if (!file) return setState({ message: imageMessages.noFile, done: false, field: 'file' });
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      return setState({ message: imageMessages.tooLarge, done: false, field: 'file' });
    }
    if (alt.trim() === '')
      return setState({ message: imageMessages.altRequired, done: false, field: 'alt' });
    setSending(true);
    setState({ message: SENDING_MESSAGE, done: false });
    try {
      const response = await fetch(IMAGE_UPLOAD_PATH, { method: 'POST', body: new FormData(form) });
      const body = (await response.json().catch(() => ({}))) as {
        image?: StoredImage;
        message?: string;
        field?: 'file' | 'alt';
      };
      if (response.ok && body.image) {
        setState({ message: imageMessages.uploaded, done: true });
        setAlt('');
        setFileName('');
        form.reset();
        onUploaded?.(body.image);
      } else {
        setState({
          message: body.message ?? FAILED_MESSAGE,
          done: false,
          field: body.field ?? 'file',
        });
      }
    } catch {
      setState({ message: FAILED_MESSAGE, done: false });
    } finally {
      setSending(false);
    }
  }

  const fileError = !state.done && state.field === 'file';
  const altError = !state.done && state.field === 'alt';
  const errorId = `${id}-error`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={IMAGE_PAGE_PATH}
      onSubmit={send}
      className={styles.upload}
      aria-label="Upload an image"
    >
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop"
      >
        <label htmlFor={`${id}-file`} className="label">
          Image
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-invalid={fileError || undefined}
          aria-describedby={`${id}-file-hint${fileError ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            setFileName(event.target.files?.[0]?.name ?? '');
            setState(IDLE);
          }}
        />
        <p id={`${id}-file-hint`} className={styles.dropHint}>
          {fileName
            ? `Chosen: ${fileName}`
            : 'Choose a file, drop it here or paste it. PNG, JPEG, WebP, AVIF or GIF, up to 10 MB.'}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`} className="label">
          Alt text
        </label>
        <input
          id={`${id}-alt`}
          name="alt"
          className="input"
          required
          aria-invalid={altError || undefined}
          aria-describedby={altError ? errorId : undefined}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Uploading…' : 'Upload'}
      </button>
      <p role="status" className={styles.done}>
        {state.done || sending ? state.message : ''}
      </p>
      <p role="alert" id={errorId} className={styles.error}>
        {!state.done && !sending ? state.message : ''}
      </p>
    </Form>
  );
}
