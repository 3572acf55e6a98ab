import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { answeredAPage, countedPathOf, isExcludedVisitor, referrerHostOf } from './what-counts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The parts of an Express request these rules read. */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, path, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

describe('what counts as a page view', () => {
  it('leaves out bots, Sec-GPC, DNT, prefetches and requests with credentials', () => {
    expect(isExcludedVisitor(request('/', { 'user-agent': CHROME }))).toBe(false);
    const excluded: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': CHROME, 'sec-gpc': '1' },
      { 'user-agent': CHROME, dnt: '1' },
      { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' },
      { 'user-agent': CHROME, purpose: 'prefetch' },
      { 'user-agent': CHROME, authorization: 'Bearer x' },
    ];
    for (const headers of excluded) expect(isExcludedVisitor(request('/', headers))).toBe(true);
    expect(isExcludedVisitor(request('/', { 'user-agent': CHROME, dnt: '0' }))).toBe(false);
  });

  it('counts a page under its path, data requests under their page, rooms under their tool', () => {
    expect(countedPathOf(request('/blog/'))).toBe('/blog');
    expect(countedPathOf(request('/blog/a-post.data'))).toBe('/blog/a-post');
    expect(countedPathOf(request('/_root.data'))).toBe('/');
    expect(countedPathOf(request('/collab/team-room'))).toBe('/collab/*');
    expect(countedPathOf(request('/whiteboard/abc'))).toBe('/whiteboard/*');
    expect(countedPathOf(request('/admin'))).toBeNull();
    expect(countedPathOf(request('/admin/audience.data'))).toBeNull();
    // A preview link's token is a secret: never stored as a page.
    expect(countedPathOf(request('/post-preview/secret-token'))).toBeNull();
    expect(countedPathOf(request('/post-preview/secret-token.data'))).toBeNull();
    expect(countedPathOf(request(`/${'x'.repeat(400)}`))).toBeNull();
  });

  it('is a page only for a GET answered 200 with HTML or data, or 304 to a document', () => {
    const page = request('/', { accept: 'text/html' });
    expect(answeredAPage(page, 200, 'text/html; charset=utf-8')).toBe(true);
    expect(answeredAPage(page, 304, '')).toBe(true);
    expect(answeredAPage(page, 404, 'text/html')).toBe(false);
    expect(answeredAPage(request('/rss.xml'), 200, 'application/rss+xml')).toBe(false);
    expect(answeredAPage(request('/rss.xml', { accept: '*/*' }), 304, '')).toBe(false);
    expect(answeredAPage(request('/blog.data'), 200, 'text/x-script')).toBe(true);
    expect(answeredAPage(request('/', {}, 'HEAD'), 200, 'text/html')).toBe(false);
  });

  it('keeps only the host of another site’s referrer', () => {
    const own = ['alexmorgan.dev', '127.0.0.1'];
    const from = (referer: string) => referrerHostOf(request('/', { referer }), own);
    expect(from('https://News.Example.com/item?id=1&user=x')).toBe('news.example.com');
    expect(from('https://alexmorgan.dev/blog')).toBeNull();
    expect(from('http://127.0.0.1:3000/')).toBeNull();
    expect(from('android-app://com.example')).toBeNull();
    expect(from('not a url')).toBeNull();
    expect(referrerHostOf(request('/'), own)).toBeNull();
  });
});
