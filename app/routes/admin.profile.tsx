import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import { consoleHeaders } from '../features/console/owner.server';
import { consoleMeta } from '../features/console/paths';
import { profileAction, profileData } from '../features/console/profile.server';
import { resumeAnswer } from '../features/console/resume-outcomes';
import { ProfileForm } from '../features/console/ProfileForm';
import { ResumeForm } from '../features/console/ResumeForm';
import styles from '../features/console/console.module.css';
import type { Route } from './+types/admin.profile';

export const loader = ({ context, request }: Route.LoaderArgs) => profileData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => profileAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Profile', '/admin/profile', matches[0].loaderData);

export default function ProfilePage() {
  const { draft, revision, resume } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      <p className={styles.hint}>
        Who you are, as every page, feed and link preview of the site shows it.
      </p>
      <ConsoleAnswer answer={answer?.message ? answer : resumeAnswer(search.get('resume'))} />
      <ProfileForm
        draft={answer?.draft ?? draft}
        errors={answer?.errors ?? {}}
        revision={answer?.revision ?? revision}
        focus={answer?.focus}
      />
      <ResumeForm resume={resume} />
    </main>
  );
}
