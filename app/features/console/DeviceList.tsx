import { Form } from 'react-router';
import type { OwnerDevice } from '#common/owner.ts';
import { useConfirmFirst } from './use-confirm-first';
import styles from './console.module.css';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/**
 * The owner's signed-in devices, each with its own sign-out, and one to sign out everywhere.
 * With JavaScript, the site's dialog asks first; without, the plain forms still work.
 */
export function DeviceList({ devices }: { devices: OwnerDevice[] }) {
  // Every form here signs something out: each asks its own question (a data attribute).
  const { onSubmit, dialog } = useConfirmFirst((_submitter, form) => ({
    title: form.dataset.title ?? '',
    message: form.dataset.message ?? '',
    submitLabel: form.dataset.submitLabel ?? '',
  }));

  return (
    <>
      <ul className={styles.devices}>
        {devices.map((device) => (
          <li key={device.id} className={styles.device}>
            <div>
              <p className={styles.deviceName}>
                {device.device}
                {device.current && <span className={styles.badge}>This device</span>}
              </p>
              <p className={styles.deviceDetails}>
                {device.address || 'Unknown address'} · signed in {when(device.signedInAt)} · last
                seen {when(device.lastSeenAt)}
              </p>
            </div>
            <Form
              method="post"
              onSubmit={onSubmit}
              data-title="Sign this device out?"
              data-message={
                device.current
                  ? 'You will have to sign in again here.'
                  : `${device.device} will have to sign in again.`
              }
              data-submit-label="Sign out"
            >
              <input type="hidden" name="intent" value="sign-out-device" />
              <input type="hidden" name="id" value={device.id} />
              <button type="submit" className="btn btn-ghost btn-sm">
                Sign out
                <span className="visually-hidden"> {device.device}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form
        method="post"
        onSubmit={onSubmit}
        data-title="Sign out everywhere?"
        data-message="Every device, this one included, will have to sign in again."
        data-submit-label="Sign out everywhere"
      >
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="btn btn-primary">
          Sign out everywhere
        </button>
      </Form>
      {dialog}
    </>
  );
}
