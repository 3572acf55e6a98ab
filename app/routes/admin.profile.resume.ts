import { redirect } from 'react-router';
import { PROFILE_PATH, resumeAction } from '../features/console/profile.server';
import type { Route } from './+types/admin.profile.resume';

/** Only forms post here (the profile page's résumé); an address typed in goes to that page. */
export const loader = () => redirect(PROFILE_PATH);
export const action = ({ context, request }: Route.ActionArgs) => resumeAction(context, request);
