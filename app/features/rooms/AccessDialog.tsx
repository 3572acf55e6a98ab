import { Eye, EyeOff, Lock } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { useEffect, useId, useRef, useState } from 'react';
import { validateCreate, validateJoin } from './access-validation';
import { IconButton } from './IconButton';
import type { RoomSession } from './use-room-session';
import dialogStyles from '../../lib/ui/dialog.module.css';
import styles from './rooms.module.css';

export type AccessMode = 'create' | 'join';

interface AccessDialogProps {
  mode: AccessMode;
  room: string;
  /** The server's message (room error, failed verification), shown under the form. */
  serverError: string | null;
  busy: boolean;
  onCreate: (request: { isPrivate: boolean; password: string }) => void;
  onJoin: (password: string) => void;
  /** Leaves the room (back to the bare screen). */
  leaveHref: string;
}

/** The access dialog while the room asks for it (to create it or to join it), nothing otherwise. */
export function RoomAccessDialog({
  access,
  room,
  leaveHref,
}: {
  access: RoomSession['access'];
  room: string;
  /** Leaves the room (back to the bare screen). */
  leaveHref: string;
}) {
  if (access.phase !== 'create' && access.phase !== 'join') return null;
  return (
    <AccessDialog
      // A new phase is a new form: nothing typed for one carries over to the other.
      key={access.phase}
      mode={access.phase}
      room={room}
      serverError={access.error}
      busy={access.busy}
      onCreate={access.create}
      onJoin={access.join}
      leaveHref={leaveHref}
    />
  );
}

/** docs/product.md#routes, docs/product.md#rooms-and-access room-access dialog: create (public or private) or join a private room. */
function AccessDialog(props: AccessDialogProps) {
  const { mode, room, serverError, busy, leaveHref } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const [isPrivate, setIsPrivate] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const error = localError ?? serverError;
  const submit = () => {
    const problem =
      mode === 'create' ? validateCreate({ isPrivate, password, confirm }) : validateJoin(password);
    setLocalError(problem);
    if (problem) return;
    if (mode === 'create') props.onCreate({ isPrivate, password: isPrivate ? password : '' });
    else props.onJoin(password);
  };

  const inputType = show ? 'text' : 'password';
  const needsPassword = mode === 'join' || isPrivate;

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      // The workspace stays hidden until access is granted; Escape must not pretend otherwise.
      onCancel={(event) => event.preventDefault()}
    >
      <form
        method="dialog"
        className={dialogStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className={dialogStyles.title}>
          {mode === 'create' ? (
            'Create room'
          ) : (
            <>
              <Icon drawing={Lock} size={16} aria-hidden /> Private room
            </>
          )}
        </h2>
        <p className={styles.dialogRoom}>
          <span className={styles.roomLabel}>room</span> <code>{room}</code>
        </p>
        {mode === 'join' ? (
          <p className={styles.hint}>This room is private. Enter its password to join.</p>
        ) : (
          <fieldset className={styles.choice}>
            <legend className="visually-hidden">Visibility</legend>
            <label>
              <input
                type="radio"
                name="visibility"
                checked={!isPrivate}
                onChange={() => setIsPrivate(false)}
              />{' '}
              Public
            </label>
            <label>
              <input
                type="radio"
                name="visibility"
                checked={isPrivate}
                onChange={() => setIsPrivate(true)}
              />{' '}
              Private (password)
            </label>
          </fieldset>
        )}
        {needsPassword ? (
          <>
            <label className={dialogStyles.field}>
              <span>Password</span>
              <span className={styles.passwordRow}>
                <input
                  className={styles.input}
                  type={inputType}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
                  aria-invalid={error !== null}
                  aria-describedby={error ? errorId : undefined}
                  autoFocus
                />
                <IconButton
                  icon={show ? EyeOff : Eye}
                  label={show ? 'Hide password' : 'Show password'}
                  aria-pressed={show}
                  onClick={() => setShow((value) => !value)}
                />
              </span>
            </label>
            {mode === 'create' ? (
              <label className={dialogStyles.field}>
                <span>Confirm password</span>
                <input
                  className={styles.input}
                  type={inputType}
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                  autoComplete="new-password"
                />
              </label>
            ) : null}
          </>
        ) : null}
        <p id={errorId} className={styles.fieldError} role="alert" aria-live="assertive">
          {error ?? ''}
        </p>
        <div className={styles.dialogActions}>
          <a className={`${styles.btn} ${styles.btnGhost}`} href={leaveHref}>
            Leave
          </a>
          <button type="submit" className={`${styles.btn} ${styles.btnPrimary}`} disabled={busy}>
            {mode === 'create' ? 'Create room' : 'Join room'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
