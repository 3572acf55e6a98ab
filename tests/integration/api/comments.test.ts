import { describe, expect, it } from 'vitest';
import { COMMENT_AUTHOR_MAX_LENGTH, COMMENT_MAX_LENGTH } from '#common/content-limits.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import type { AdminComment, PostList, PublicComment } from '#common/types.ts';
import { useTestApi } from '../support/api-server';
import { itRejects, tooLong } from '../support/rejections';
import { validComment } from '../support/visitor-samples';
import { describeEachDriver } from '../support/databases';
import { actionPages } from '../pages/support/action-pages';

/** Matches any string (Vitest types its matchers as `any`). */
const aString: unknown = expect.any(String);

const valid = validComment;

describeEachDriver('comments API', ({ db }) => {
  const api = useTestApi(db);

  describe('POST /api/comments validation (docs/product.md#visitor-input-rules messages)', () => {
    itRejects(api, '/api/comments', [
      ['no body at all', undefined, 'All fields are required'],
      ['missing author', { ...valid, author: undefined }, 'All fields are required'],
      ['blank author', { ...valid, author: '   ' }, 'All fields are required'],
      ['missing email', { ...valid, email: undefined }, 'All fields are required'],
      ['missing content', { ...valid, content: undefined }, 'All fields are required'],
      [
        'missing field wins over short content',
        { ...valid, author: '', content: 'short' },
        'All fields are required',
      ],
      [
        'content under 10 after trimming',
        { ...valid, content: '   123456789   ' },
        'Comment must be at least 10 characters long',
      ],
      tooLong('content too long', 'Comment', COMMENT_MAX_LENGTH, (content) => ({
        ...valid,
        content,
      })),
      tooLong('name too long', 'Name', COMMENT_AUTHOR_MAX_LENGTH, (author) => ({
        ...valid,
        author,
      })),
      ['invalid email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
      ['wrong types', { ...valid, content: 12345678901 }, 'All fields are required'],
      ['an array body', [valid], 'All fields are required'],
    ]);

    it('accepts exactly 10 characters and exactly the maximum lengths', async () => {
      for (const body of [
        { ...valid, content: '  1234567890  ' },
        {
          ...valid,
          content: 'x'.repeat(COMMENT_MAX_LENGTH),
          author: 'n'.repeat(COMMENT_AUTHOR_MAX_LENGTH),
        },
      ]) {
        expect((await api.request('/api/comments', { body })).status).toBe(201);
      }
    });

    it('answers 404 for a post that does not exist, as the page form does, however long its slug', async () => {
      for (const postSlug of ['no-such-post', 'a'.repeat(201)]) {
        const response = await api.request('/api/comments', { body: { ...valid, postSlug } });
        expect(response.status, postSlug).toBe(404);
        expect(response.body).toEqual({ message: 'Post not found' });
      }
    });
  });

  describe('moderation flow', () => {
    const slug = samplePosts[1]!.slug;
    let commentId: string;

    it('stores a new comment unapproved and answers 201 without the email', async () => {
      const response = await api.request<PublicComment>('/api/comments', {
        body: { ...valid, postSlug: slug, content: '  Trimmed and stored.  ' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        postSlug: slug,
        author: 'Ada',
        content: 'Trimmed and stored.',
        approved: false,
      });
      expect(response.body).not.toHaveProperty('email');
      commentId = response.body._id;
    });

    it('does not list or count an unapproved comment publicly', async () => {
      expect((await api.request<PublicComment[]>(`/api/comments/${slug}`)).body).toEqual([]);
      expect((await api.request<{ count: number }>(`/api/comments/${slug}/count`)).body).toEqual({
        count: 0,
      });
    });

    it('lists unapproved comments, with email, only for the owner', async () => {
      expect((await api.request('/api/comments/admin/unapproved')).status).toBe(401);
      expect((await api.request('/api/comments/admin/unapproved', { token: 'wrong' })).status).toBe(
        401,
      );
      const owner = await api.request<AdminComment[]>('/api/comments/admin/unapproved', {
        token: 'owner',
      });
      expect(owner.status).toBe(200);
      const mine = owner.body.find((comment: { _id: string }) => comment._id === commentId);
      expect(mine).toMatchObject({ email: 'ada@example.com', approved: false, postSlug: slug });
    });

    it('approves only with the owner token; then it is listed and counted, without email', async () => {
      const path = `/api/comments/${commentId}/approve`;
      expect((await api.request(path, { method: 'PUT' })).status).toBe(401);
      expect((await api.request(path, { method: 'PUT', token: 'wrong' })).status).toBe(401);
      expect((await api.request<PublicComment[]>(`/api/comments/${slug}`)).body).toEqual([]);

      const approved = await api.request<PublicComment>(path, { method: 'PUT', token: 'owner' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ _id: commentId, approved: true });
      expect(approved.body).not.toHaveProperty('email');

      const list = await api.request<PublicComment[]>(`/api/comments/${slug}`);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toEqual({
        _id: commentId,
        postSlug: slug,
        author: 'Ada',
        content: 'Trimmed and stored.',
        createdAt: aString,
        approved: true,
      });
      expect(JSON.stringify(list.body)).not.toContain('ada@example.com');
      expect((await api.request<{ count: number }>(`/api/comments/${slug}/count`)).body).toEqual({
        count: 1,
      });
      const unapproved = await api.request<AdminComment[]>('/api/comments/admin/unapproved', {
        token: 'owner',
      });
      expect(unapproved.body.map((comment: { _id: string }) => comment._id)).not.toContain(
        commentId,
      );
    });

    it('deletes only with the owner token', async () => {
      const path = `/api/comments/${commentId}`;
      expect((await api.request(path, { method: 'DELETE' })).status).toBe(401);
      expect((await api.request(path, { method: 'DELETE', token: 'owner' })).status).toBe(200);
      expect((await api.request<{ count: number }>(`/api/comments/${slug}/count`)).body).toEqual({
        count: 0,
      });
      expect((await api.request(path, { method: 'DELETE', token: 'owner' })).status).toBe(404);
    });

    it('answers 404 when approving an unknown comment', async () => {
      const response = await api.request('/api/comments/nope/approve', {
        method: 'PUT',
        token: 'owner',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Comment not found' });
    });

    it('lists nothing for unknown or impossible post slugs', async () => {
      expect((await api.request<PublicComment[]>('/api/comments/no-such-post')).body).toEqual([]);
      expect(
        (await api.request<{ count: number }>(`/api/comments/${'x'.repeat(500)}/count`)).body,
      ).toEqual({
        count: 0,
      });
      expect((await api.request<PublicComment[]>('/api/comments/a%00b')).body).toEqual([]);
    });
  });

  it('stores injection-looking text verbatim and returns it as data', async () => {
    const slug = samplePosts[2]!.slug;
    const nasty = {
      postSlug: slug,
      author: "Robert'); DROP TABLE posts; --",
      email: 'bobby@example.com',
      content: `'; DROP TABLE comments; -- <script>alert("x")</script> <img src=x onerror=alert(1)> $1 \\' "`,
    };
    const created = await api.request<PublicComment>('/api/comments', { body: nasty });
    expect(created.status).toBe(201);
    await api.request(`/api/comments/${created.body._id}/approve`, {
      method: 'PUT',
      token: 'owner',
    });
    const stored = (await api.request<PublicComment[]>(`/api/comments/${slug}`)).body[0]!;
    expect(stored.author).toBe(nasty.author);
    expect(stored.content).toBe(nasty.content);
    // The tables are still there.
    expect((await api.request<PostList>('/api/blog/posts')).body.pagination.totalCount).toBe(
      samplePosts.length,
    );
  });

  describe('the same comment sent again (a retry, a double submit)', () => {
    // The page form's action runs behind this server too (no-JS posts to the article's page).
    const withForm = useTestApi(db, { pages: actionPages });
    const slug = samplePosts[3]!.slug;
    const unapprovedWith = async (content: string) =>
      (
        await withForm.request<AdminComment[]>('/api/comments/admin/unapproved', {
          token: 'owner',
        })
      ).body.filter((comment) => comment.content === content);

    it('is answered as the first one was and stored once, from the API and the page form', async () => {
      const comment = { postSlug: slug, author: 'Ada', email: 'ada@example.com' };
      const content = `Sent twice at ${Date.now()}.`;
      const first = await withForm.request<PublicComment>('/api/comments', {
        body: { ...comment, content },
      });
      expect(first.status).toBe(201);
      const again = await withForm.request<PublicComment>('/api/comments', {
        body: { ...comment, content: `  ${content} ` },
      });
      expect(again).toMatchObject({ status: 201, body: first.body });

      const form = new URLSearchParams({ author: 'Ada', email: 'ada@example.com', content });
      for (let sent = 0; sent < 2; sent++) {
        const response = await fetch(`${withForm.url}/blog/${slug}`, {
          method: 'POST',
          body: form,
        });
        expect(response.status).toBe(200);
      }
      expect((await unapprovedWith(content)).map((stored) => stored._id)).toEqual([first.body._id]);

      // Another name, e-mail or text is another comment.
      for (const other of [
        { ...comment, author: 'Grace', content },
        { ...comment, email: 'grace@example.com', content },
        { ...comment, content: `${content} And more.` },
      ]) {
        const response = await withForm.request<PublicComment>('/api/comments', { body: other });
        expect(response.status).toBe(201);
        expect(response.body._id).not.toBe(first.body._id);
      }
      expect(await unapprovedWith(content)).toHaveLength(3);
    });
  });
});
