import { useActionData, useLoaderData } from 'react-router';
import { devicesAction, devicesData } from '../features/console/console.server';
import { DeviceList } from '../features/console/DeviceList';
import { consoleHeaders } from '../features/console/owner.server';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import styles from '../features/console/console.module.css';
import { consoleMeta } from '../features/console/paths';
import type { Route } from './+types/admin.devices';

export const loader = ({ context, request }: Route.LoaderArgs) => devicesData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => devicesAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Devices', '/admin/devices', matches[0].loaderData);

export default function DevicesPage() {
  const { devices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Devices</h1>
      <p className={styles.hint}>Where you are signed in to this console.</p>
      <ConsoleAnswer answer={answer} />
      <DeviceList devices={devices} />
    </main>
  );
}
