import { useActionData, useLoaderData } from 'react-router';
import { consoleHeaders } from '../features/console/owner.server';
import { CONSOLE_PATH, consoleMeta } from '../features/console/paths';
import { signInFromForm, signInPageData } from '../features/console/sign-in.server';
import { SignInForm } from '../features/console/SignInForm';
import styles from '../features/console/console.module.css';
import type { Route } from './+types/admin.sign-in';

export const loader = ({ context, request }: Route.LoaderArgs) => signInPageData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => signInFromForm(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Sign in', CONSOLE_PATH, matches[0].loaderData);

export default function SignInPage() {
  const { next, firstPassword } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <main className={styles.narrow}>
      <h1 className={styles.title}>{firstPassword ? 'Set up your console' : 'Sign in'}</h1>
      <SignInForm next={next} firstPassword={firstPassword} refusal={refusal} />
    </main>
  );
}
