import { textResponse } from '../lib/feed-routes.server';
import { robotsTxt } from '../lib/feeds';
import type { Route } from './+types/robots[.]txt';

export function loader({ context }: Route.LoaderArgs) {
  return textResponse(robotsTxt(context.publicUrl), 'text/plain');
}
