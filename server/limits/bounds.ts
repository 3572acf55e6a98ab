/** Bounds of the HTTP side shared by the REST API, the page actions and the realtime layer. */

export const API_JSON_BODY_LIMIT_BYTES = 100 * 1024;

export const RATE_LIMIT_WINDOW_MS = 60 * 1000;
