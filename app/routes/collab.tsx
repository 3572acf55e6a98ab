import { CollabScreen } from '../features/collab/CollabScreen';
import type { RoomBase } from '../features/collab/room-id';
import { relayForced, type RtcSettings } from '../features/collab/rtc-settings';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import type { Route } from './+types/collab';

/** One module for /collab, /collab/:room, /whiteboard and /whiteboard/:roomId (docs/product.md#routes). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const base: RoomBase = url.pathname.startsWith('/whiteboard') ? 'whiteboard' : 'collab';
  const room = params.room ?? params.roomId ?? null;
  const rtc: RtcSettings = {
    iceServers: context.iceServers,
    forceRelay: relayForced(url.searchParams),
  };
  return { base, room, rtc, canonical: `${context.publicUrl}/${base}` };
}

const DESCRIPTIONS: Record<RoomBase, { title: string; description: string }> = {
  collab: {
    title: 'Collaboration Space',
    description:
      'A real-time collaboration room: shared whiteboard and rich text, presence and public or password-protected rooms.',
  },
  whiteboard: {
    title: 'Whiteboard',
    description: 'A peer-to-peer whiteboard over WebRTC, with shared rich text and rooms by URL.',
  },
};

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteOf(matches);
  if (!loaderData) return [{ title: site.name }];
  const { title, description } = DESCRIPTIONS[loaderData.base];
  // Every room shares its screen's canonical address: rooms are private spaces, not pages.
  return pageMeta(site, title, description, loaderData.canonical, { socialPage: 'labs' });
}

export default function Collab({ loaderData }: Route.ComponentProps) {
  return <CollabScreen base={loaderData.base} room={loaderData.room} rtc={loaderData.rtc} />;
}
