import { readProfile } from '../lib/profile.server';
import { textResponse } from '../lib/feed-routes.server';
import { webManifest } from '../lib/feeds';
import type { Route } from './+types/site[.]webmanifest';

export async function loader({ context }: Route.LoaderArgs) {
  return textResponse(webManifest(await readProfile(context)), 'application/manifest+json');
}
