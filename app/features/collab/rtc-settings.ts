/** WebRTC settings handed to the page by the route loader. */
export interface RtcSettings {
  iceServers: RTCIceServer[];
  /** Strokes go through the server only: `?relay=1`, for strict firewalls and tests. */
  forceRelay: boolean;
}

const RELAY_QUERY_PARAM = 'relay';
const RELAY_QUERY_ON = '1';

/** Whether a page's query asks for the relay only. */
export function relayForced(search: URLSearchParams): boolean {
  return search.get(RELAY_QUERY_PARAM) === RELAY_QUERY_ON;
}

/** The query with the relay setting switched, other parameters kept ('' when none is left). */
export function withRelay(search: string, forced: boolean): string {
  const params = new URLSearchParams(search);
  if (forced) params.set(RELAY_QUERY_PARAM, RELAY_QUERY_ON);
  else params.delete(RELAY_QUERY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
