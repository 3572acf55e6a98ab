import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { About } from '../features/home/About';
import { Contact } from '../features/home/Contact';
import { contactFromForm } from '../features/home/contact-action.server';
import { Hero } from '../features/home/Hero';
import { homeData } from '../features/home/home.server';
import { SelectedWork } from '../features/home/SelectedWork';
import { StatsBand } from '../features/home/StatsBand';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await homeData(context)), canonical: `${context.publicUrl}/` };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactFromForm(context, request);
}

/** After a contact message nothing on the page changed: skip reloading its data. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const canonical = loaderData?.canonical ?? '/';
  const site = siteOf(matches);
  return pageMeta(site, site.name, site.description, canonical, {
    fullTitle: `${site.name} | ${site.role}`,
    postsForms: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: site.name,
      jobTitle: site.role,
      description: site.description,
      url: canonical,
      email: `mailto:${site.email}`,
      sameAs: site.social.map((profile) => profile.url),
    },
  });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <Hero profile={loaderData.profile} />
      <SelectedWork projects={loaderData.work} />
      <About profile={loaderData.profile} />
      <StatsBand stats={loaderData.stats} />
      <Contact email={loaderData.profile.email} actionResult={actionData} />
    </main>
  );
}
