import { textResponse } from '../lib/feed-routes.server';
import { webManifest } from '../lib/feeds';

export function loader() {
  return textResponse(webManifest(), 'application/manifest+json');
}
