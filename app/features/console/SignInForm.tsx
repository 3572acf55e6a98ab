import { Form, useNavigation } from 'react-router';
import { OWNER_PASSWORD_MIN_LENGTH } from '#common/owner-password.ts';
import type { SignInActionData } from './sign-in.server';
import styles from './console.module.css';

/**
 * The console's door. On the first visit (no password yet) the owner proves who they are with
 * ADMIN_TOKEN and chooses a password; afterwards only the password is asked. A plain form: it
 * works before the page's JavaScript has loaded.
 */
export function SignInForm({
  next,
  firstPassword,
  refusal,
}: {
  next: string;
  firstPassword: boolean;
  refusal?: SignInActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const invalid = (field: SignInActionData['field']) => refusal?.field === field || undefined;
  return (
    <Form method="post" className={styles.signIn} aria-describedby="sign-in-status">
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="intent" value={firstPassword ? 'first-password' : 'sign-in'} />
      {firstPassword && (
        <>
          <p className={styles.hint}>
            No password has been chosen yet. Prove this is your site with the ADMIN_TOKEN it was
            started with, then choose a password of at least {OWNER_PASSWORD_MIN_LENGTH} characters.
            (Or run <code>npm run owner:password</code> on the server.)
          </p>
          <div className="field">
            <label className="label" htmlFor="admin-token">
              ADMIN_TOKEN
            </label>
            <input
              className="input"
              id="admin-token"
              name="adminToken"
              type="password"
              autoComplete="off"
              required
              aria-invalid={invalid('adminToken')}
            />
          </div>
        </>
      )}
      <div className="field">
        <label className="label" htmlFor="password">
          {firstPassword ? 'New password' : 'Password'}
        </label>
        <input
          className="input"
          id="password"
          name="password"
          type="password"
          autoComplete={firstPassword ? 'new-password' : 'current-password'}
          required
          minLength={firstPassword ? OWNER_PASSWORD_MIN_LENGTH : undefined}
          aria-invalid={invalid('password')}
        />
      </div>
      {firstPassword && (
        <div className="field">
          <label className="label" htmlFor="confirm">
            The same password again
          </label>
          <input
            className="input"
            id="confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={invalid('confirm')}
          />
        </div>
      )}
      <p id="sign-in-status" role="alert" className={styles.error}>
        {refusal?.message ?? ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Signing in…' : firstPassword ? 'Set password and sign in' : 'Sign in'}
      </button>
    </Form>
  );
}
