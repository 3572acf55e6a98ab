import { redirect } from 'react-router';
import { signOutAction } from '../features/console/console.server';
import { SIGN_IN_PATH } from '../features/console/paths';
import type { Route } from './+types/admin.sign-out';

/** Signing out is a POST (a link a page could embed must not sign the owner out). */
export const loader = () => redirect(SIGN_IN_PATH);
export const action = ({ context }: Route.ActionArgs) => signOutAction(context);
