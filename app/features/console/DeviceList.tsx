import { Form } from 'react-router';
import { formatDateTime } from '#common/format-date.ts';
import type { OwnerDevice } from '#common/owner.ts';
import { useConfirmedSubmit } from './use-confirmed-submit';
import styles from './console.module.css';

/**
 * The owner's signed-in devices, each with its own sign-out, and one to sign out everywhere.
 * With JavaScript, the site's dialog asks first; without, the plain forms still work.
 */
export function DeviceList({ devices }: { devices: OwnerDevice[] }) {
  const { confirmFirst, dialog } = useConfirmedSubmit();

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
                {device.address || 'Unknown address'} · signed in{' '}
                {formatDateTime(device.signedInAt)} · last seen {formatDateTime(device.lastSeenAt)}
              </p>
            </div>
            <Form
              method="post"
              onSubmit={confirmFirst({
                title: 'Sign this device out?',
                message: device.current
                  ? 'You will have to sign in again here.'
                  : `${device.device} will have to sign in again.`,
                submitLabel: 'Sign out',
              })}
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
        onSubmit={confirmFirst({
          title: 'Sign out everywhere?',
          message: 'Every device, this one included, will have to sign in again.',
          submitLabel: 'Sign out everywhere',
        })}
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
