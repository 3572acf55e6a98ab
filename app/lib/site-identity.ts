import { useRouteLoaderData } from 'react-router';
import { versionOf } from '#common/social-images.ts';
import type { Profile } from '#common/types.ts';

/**
 * What every page shows of the owner's profile (the header, the footer, titles and tags): the
 * root loader reads it from the stored profile on each render (app/lib/profile.server.ts). The
 * home page's longer parts (about, skills, timeline) come with its own loader.
 */
export type SiteIdentity = Pick<
  Profile,
  'name' | 'role' | 'tagline' | 'description' | 'email' | 'location' | 'social'
> & {
  /** The profile's version: the site cards' addresses name it, so a change is a new picture. */
  version: string;
};

export function siteIdentityOf(profile: Profile): SiteIdentity {
  const { name, role, tagline, description, email, location, social } = profile;
  return {
    name,
    role,
    tagline,
    description,
    email,
    location,
    social,
    version: versionOf(profile.updatedAt),
  };
}

/** Only when the root loader itself failed, which it does not (it falls back to the defaults). */
const UNKNOWN_SITE: SiteIdentity = {
  name: '',
  role: '',
  tagline: '',
  description: '',
  email: '',
  location: '',
  social: [],
  version: '',
};

type RootData = { site?: SiteIdentity } | undefined;

/** The owner's profile as the root loader read it for this page. */
export function useSite(): SiteIdentity {
  return useRouteLoaderData<RootData>('root')?.site ?? UNKNOWN_SITE;
}

/** The same for a route's `meta`, which gets the root's data as `matches[0]`. */
export function siteOf(matches: readonly unknown[]): SiteIdentity {
  const root = matches[0] as { loaderData?: RootData } | undefined;
  return root?.loaderData?.site ?? UNKNOWN_SITE;
}
