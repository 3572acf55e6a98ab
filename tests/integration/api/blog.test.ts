import { describe, expect, it } from 'vitest';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from '#common/content-limits.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { DEFAULT_PROFILE as site } from '#common/site.ts';
import type { BlogPost, Category, PostList } from '#common/types.ts';
import { useTestApi } from '../support/api-server';
import { describeEachDriver } from '../support/databases';
import {
  expectOwnerRejections,
  expectRefusedQuery,
  expectUnknownWrites404,
} from '../support/rejections';

const newestFirst = samplePosts.toSorted((a, b) => b.date.localeCompare(a.date));
const inCategory = (slug: string) =>
  samplePosts.filter(
    (post) => post.category.toLowerCase() === slug || post.categories.includes(slug),
  );

describeEachDriver('blog API', ({ db }) => {
  const api = useTestApi(db);

  describe('GET /api/blog/posts', () => {
    it('pages the posts newest first, 9 to a page by default', async () => {
      const { status, body } = await api.request<PostList>('/api/blog/posts');
      expect(status).toBe(200);
      expect(body.posts.map((post: { slug: string }) => post.slug)).toEqual(
        newestFirst.slice(0, BLOG_PAGE_SIZE).map((post) => post.slug),
      );
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: Math.ceil(samplePosts.length / BLOG_PAGE_SIZE),
        totalCount: samplePosts.length,
      });
    });

    it('serves entities with _id = id, ISO dates, a url and the owner as author', async () => {
      const { body } = await api.request<PostList>('/api/blog/posts?limit=1');
      const post = body.posts[0]!;
      const sample = newestFirst[0]!;
      expect(post).toMatchObject({
        _id: post.id,
        slug: sample.slug,
        title: sample.title,
        category: sample.category,
        url: `/blog/${sample.slug}`,
        author: site.name,
        date: new Date(sample.date).toISOString(),
      });
      expect(typeof post._id).toBe('string');
      expect(Number.isNaN(Date.parse(post.updatedAt))).toBe(false);
    });

    it('returns the second page', async () => {
      const { body } = await api.request<PostList>('/api/blog/posts?page=2');
      expect(body.posts.map((post: { slug: string }) => post.slug)).toEqual(
        newestFirst.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((post) => post.slug),
      );
      expect(body.pagination.currentPage).toBe(2);
    });

    it('filters by main category or the categories list, ignoring case', async () => {
      for (const query of ['TypeScript', 'typescript', 'TYPESCRIPT']) {
        const { body } = await api.request<PostList>(`/api/blog/posts?category=${query}&limit=50`);
        expect(body.pagination.totalCount).toBe(inCategory('typescript').length);
        expect(new Set(body.posts.map((post: { slug: string }) => post.slug))).toEqual(
          new Set(inCategory('typescript').map((post) => post.slug)),
        );
      }
      // 'css' is never a main category: found only through the categories list.
      const css = await api.request<PostList>('/api/blog/posts?category=css');
      expect(css.body.pagination.totalCount).toBe(inCategory('css').length);
      expect(inCategory('css').length).toBeGreaterThan(0);
    });

    it('treats an unknown category as an empty result, not an error', async () => {
      const { status, body } = await api.request<PostList>(
        '/api/blog/posts?category=no-such-thing',
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        posts: [],
        pagination: { currentPage: 1, totalPages: 0, totalCount: 0 },
      });
    });

    it('answers pages past the end (even huge ones) with no posts and the real totals', async () => {
      for (const page of ['3', '999999', '99999999999999999999999999']) {
        const { status, body } = await api.request<PostList>(`/api/blog/posts?page=${page}`);
        expect(status).toBe(200);
        expect(body.posts).toEqual([]);
        expect(body.pagination.totalCount).toBe(samplePosts.length);
        expect(body.pagination.currentPage).toBeGreaterThanOrEqual(3);
      }
    });

    it(`caps limit at ${BLOG_MAX_PAGE_SIZE}`, async () => {
      const { body } = await api.request<PostList>('/api/blog/posts?limit=1000');
      expect(body.posts).toHaveLength(Math.min(samplePosts.length, BLOG_MAX_PAGE_SIZE));
      expect(body.pagination.totalPages).toBe(1);
    });

    it('refuses a page or limit that is not a positive whole number', async () => {
      for (const query of ['page=abc', 'page=0', 'page=-1', 'page=1.5', 'limit=x', 'limit=0']) {
        await expectRefusedQuery(
          api,
          `/api/blog/posts?${query}`,
          /must be a positive whole number/,
        );
      }
    });

    it('refuses a repeated category parameter', async () => {
      await expectRefusedQuery(
        api,
        '/api/blog/posts?category=a&category=b',
        'category must be a single value',
      );
    });
  });

  describe('one post', () => {
    it('finds a post by id and by slug', async () => {
      const slug = samplePosts[3]!.slug;
      const bySlug = await api.request<BlogPost>(`/api/blog/posts/slug/${slug}`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.content).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(bySlug.body.markdown).toBe(samplePosts[3]!.markdown);
      const byId = await api.request<BlogPost>(`/api/blog/posts/${bySlug.body._id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual(bySlug.body);
    });

    it('answers 404 for an unknown id or slug, whatever its format', async () => {
      for (const path of [
        '/api/blog/posts/does-not-exist',
        '/api/blog/posts/00000000-0000-0000-0000-000000000000',
        `/api/blog/posts/${'x'.repeat(5000)}`,
        '/api/blog/posts/abc%00def',
        "/api/blog/posts/1'%20OR%20'1'='1",
        '/api/blog/posts/slug/does-not-exist',
        '/api/blog/posts/slug/%00',
      ]) {
        const { status, body } = await api.request(path);
        expect(status, path).toBe(404);
        expect(body).toEqual({ message: 'Post not found' });
      }
    });
  });

  it('lists the blog categories as {name, slug}, display names kept', async () => {
    const { status, body } = await api.request<Category[]>('/api/blog/categories');
    expect(status).toBe(200);
    const expected = [...new Set(samplePosts.map((post) => post.category))].sort();
    expect(body).toEqual(expected.map((name) => ({ name, slug: name.toLowerCase() })));
  });

  describe('owner writes', () => {
    const draft = {
      title: 'Owner Post: Testing Writes',
      category: 'TypeScript',
      categories: ['Testing'],
      excerpt: 'An excerpt',
      date: '2026-01-01',
      markdown: [
        '## Safe',
        '',
        '<p onclick="steal()">Text<script>alert(1)</script></p>',
        '',
        '[bad](javascript:alert(1)) [good](https://example.com) ![x](/x.svg)',
      ].join('\n'),
    };

    it('refuses writes without the owner token', async () => {
      for (const token of [undefined, 'wrong-token', `${'x'.repeat(40)}`]) {
        const created = await api.request('/api/blog/posts', { body: draft, token });
        expect(created.status).toBe(401);
        expect(created.body.message).toMatch(/Unauthorized/);
      }
      const list = await api.request<PostList>('/api/blog/posts?category=testing');
      expect(list.body.pagination.totalCount).toBe(0);
    });

    it('creates, updates and deletes a post, rendering and sanitising its Markdown', async () => {
      const created = await api.request<BlogPost>('/api/blog/posts', {
        body: draft,
        token: 'owner',
      });
      expect(created.status).toBe(201);
      const post = created.body;
      expect(post).toMatchObject({
        _id: post.id,
        slug: 'owner-post-testing-writes',
        url: '/blog/owner-post-testing-writes',
        author: site.name,
        featured: false,
        categories: ['typescript', 'testing'],
        date: '2026-01-01T00:00:00.000Z',
        state: 'published',
        toc: [{ id: 'safe', text: 'Safe', level: 2 }],
      });
      expect(post.content).toBe(
        '<h2 id="safe">Safe</h2>\n<p>Text</p>\n' +
          '<p><a>bad</a> <a href="https://example.com">good</a> <img src="/x.svg" alt="x"></p>',
      );
      const newest = await api.request<PostList>('/api/blog/posts?limit=1');
      expect(newest.body.posts[0]?.slug).toBe(post.slug);

      const updated = await api.request<BlogPost>(`/api/blog/posts/${post._id}`, {
        method: 'PUT',
        body: {
          title: 'Renamed',
          featured: true,
          markdown: 'New _body_ <iframe src="https://evil.example"></iframe>',
        },
        token: 'owner',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        _id: post._id,
        title: 'Renamed',
        featured: true,
        slug: post.slug,
        content: '<p>New <em>body</em> </p>',
      });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));

      const removed = await api.request(`/api/blog/posts/${post._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
      expect(removed.status).toBe(200);
      expect((await api.request(`/api/blog/posts/${post._id}`)).status).toBe(404);
      const again = await api.request(`/api/blog/posts/${post._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
      expect(again.status).toBe(404);
    });

    it('refuses a taken slug with 409', async () => {
      const taken = samplePosts[0]!.slug;
      const created = await api.request('/api/blog/posts', {
        body: { ...draft, slug: taken },
        token: 'owner',
      });
      expect(created.status).toBe(409);
      expect(created.body.message).toContain(taken);
    });

    it('validates post fields with clear messages', async () => {
      const cases: [unknown, string][] = [
        [{ ...draft, title: undefined }, 'Title is required'],
        [{ ...draft, title: '   ' }, 'Title is required'],
        [{ ...draft, category: '' }, 'Category is required'],
        [
          { ...draft, slug: 'Not A Slug' },
          'Slug may contain only lowercase letters, digits and single hyphens',
        ],
        [{ ...draft, date: 'yesterday' }, 'Date must be an ISO date, e.g. 2025-06-12'],
        [{ ...draft, date: '2025-02-30' }, 'Date must be an ISO date, e.g. 2025-06-12'],
        [
          { ...draft, url: 'javascript:alert(1)' },
          'URL must be an http or https address, or a path on this site',
        ],
        [
          { ...draft, image: '//elsewhere.example/x.png' },
          'Image must be an http or https address, or a path on this site',
        ],
        [{ ...draft, featured: 'yes' }, 'Featured must be true or false'],
        [{ ...draft, tags: 'a,b' }, 'Tags must be a list of text'],
        [{ ...draft, draft: 'no' }, 'Draft must be true or false'],
        [
          { ...draft, content: '<p>Old HTML</p>' },
          'Posts are written in Markdown now: send the body as `markdown`, not `content`',
        ],
      ];
      await expectOwnerRejections(api, '/api/blog/posts', cases);
    });

    it('answers 404 when updating or deleting an unknown post', async () => {
      await expectUnknownWrites404(api, '/api/blog/posts/nope', { title: 'x' });
    });

    it('keeps drafts and scheduled posts out of the public API, and shows them to the owner', async () => {
      const hidden = [
        { ...draft, slug: 'api-draft', category: 'Hidden', categories: [], draft: true },
        { ...draft, slug: 'api-scheduled', category: 'Hidden', categories: [], date: '2999-01-01' },
      ];
      const ids: string[] = [];
      for (const body of hidden) {
        const created = await api.request<BlogPost>('/api/blog/posts', { body, token: 'owner' });
        expect(created.status).toBe(201);
        ids.push(created.body._id);
      }
      const list = await api.request<PostList>(`/api/blog/posts?limit=${BLOG_MAX_PAGE_SIZE}`);
      expect(list.body.posts.map((post) => post.slug)).not.toContain('api-draft');
      expect(list.body.pagination.totalCount).toBe(samplePosts.length);
      const categories = await api.request<Category[]>('/api/blog/categories');
      expect(categories.body.map((category) => category.slug)).not.toContain('hidden');
      for (const [index, slug] of ['api-draft', 'api-scheduled'].entries()) {
        expect((await api.request(`/api/blog/posts/slug/${slug}`)).status).toBe(404);
        expect((await api.request(`/api/blog/posts/${ids[index]}`)).status).toBe(404);
        expect((await api.request(`/api/comments/${slug}`)).body).toEqual([]);
      }
      const owner = await api.request<BlogPost[]>('/api/blog/manage/posts', { token: 'owner' });
      expect(owner.body.map((post) => [post.slug, post.state])).toEqual(
        expect.arrayContaining([
          ['api-draft', 'draft'],
          ['api-scheduled', 'scheduled'],
        ]),
      );
      expect((await api.request('/api/blog/manage/posts')).status).toBe(401);
      const one = await api.request<BlogPost>(`/api/blog/manage/posts/${ids[0]}`, {
        token: 'owner',
      });
      expect(one.body.state).toBe('draft');
      for (const id of ids) {
        await api.request(`/api/blog/posts/${id}`, { method: 'DELETE', token: 'owner' });
      }
    });

    it("answers a published post's old slug with 301 to the new one", async () => {
      const created = await api.request<BlogPost>('/api/blog/posts', {
        body: { ...draft, slug: 'api-old-slug' },
        token: 'owner',
      });
      await api.request(`/api/blog/posts/${created.body._id}`, {
        method: 'PUT',
        body: { slug: 'api-new-slug' },
        token: 'owner',
      });
      const moved = await fetch(`${api.url}/api/blog/posts/slug/api-old-slug`, {
        redirect: 'manual',
      });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/api/blog/posts/slug/api-new-slug');
      await api.request(`/api/blog/posts/${created.body._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
    });

    it('makes and revokes a preview link for the owner only', async () => {
      const created = await api.request<BlogPost>('/api/blog/posts', {
        body: { ...draft, slug: 'api-preview', draft: true },
        token: 'owner',
      });
      const path = `/api/blog/posts/${created.body._id}/preview-link`;
      expect((await api.request(path, { method: 'POST' })).status).toBe(401);
      const link = await api.request<{ token: string; path: string }>(path, {
        method: 'POST',
        token: 'owner',
      });
      expect(link.status).toBe(201);
      expect(link.body.path).toBe(`/post-preview/${link.body.token}`);
      expect(link.body.token).toMatch(/^[\w-]{43}$/);
      expect((await api.request(path, { method: 'DELETE', token: 'owner' })).status).toBe(200);
      const again = await api.request(path, { method: 'DELETE', token: 'owner' });
      expect(again.status).toBe(404);
      await api.request(`/api/blog/posts/${created.body._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
    });

    it("renders Markdown for the owner's preview with the article's pipeline", async () => {
      const rendered = await api.request<{ html: string; readingMinutes: number }>(
        '/api/blog/render',
        { body: { markdown: '## Hi\n\n~~old~~ <script>x()</script>' }, token: 'owner' },
      );
      expect(rendered.status).toBe(200);
      expect(rendered.body.html).toBe('<h2 id="hi">Hi</h2>\n<p><del>old</del> </p>');
      expect(rendered.body.readingMinutes).toBe(1);
      const refused = await api.request('/api/blog/render', {
        body: { markdown: 1 },
        token: 'owner',
      });
      expect(refused.body.message).toBe('Markdown must be text');
    });
  });
});
