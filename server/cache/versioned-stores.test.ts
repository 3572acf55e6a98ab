import { describe, expect, it } from 'vitest';
import { createMemoryStores } from '../content/memory-stores';
import { createLocalContentVersion } from './content-version';
import { withContentVersion } from './versioned-stores';

const setup = () => {
  const version = createLocalContentVersion();
  const stores = withContentVersion(createMemoryStores({ withSampleContent: true }), version);
  return { version, stores };
};

describe('withContentVersion', () => {
  it('bumps the version after each write visitors see, and hands back what the store answered', async () => {
    const { version, stores } = setup();
    const stat = await stores.stats.create({
      label: 'Coffees',
      value: 3,
      suffix: '',
      order: 9,
      active: true,
    });
    expect(version.current()).toBe(1);
    expect(await stores.stats.update(stat._id, { value: 4 })).toMatchObject({ value: 4 });
    expect(version.current()).toBe(2);
    expect(await stores.stats.remove(stat._id)).toBe(true);
    expect(version.current()).toBe(3);

    const [project] = await stores.projects.list();
    await stores.projects.update(project!._id, { title: 'Renamed' });
    const post = await stores.posts.getBySlug((await stores.posts.all())[0]!.slug);
    await stores.posts.remove(post!._id);
    expect(version.current()).toBe(5);
  });

  it('leaves reads, new comments and contact messages alone; approving or deleting a comment bumps', async () => {
    const { version, stores } = setup();
    const [post] = await stores.posts.all();
    await stores.posts.list({ page: 1, limit: 4 });
    const comment = await stores.comments.create({
      postSlug: post!.slug,
      author: 'Ada',
      email: 'ada@example.com',
      content: 'Hello',
    });
    await stores.contact.create({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(version.current()).toBe(0);
    await stores.comments.approve(comment._id);
    await stores.comments.remove(comment._id);
    expect(version.current()).toBe(2);
  });

  it('does not bump when the write fails', async () => {
    const { version, stores } = setup();
    const [post] = await stores.posts.all();
    const taken = { ...post!, url: null };
    await expect(stores.posts.create(taken)).rejects.toThrow();
    expect(version.current()).toBe(0);
  });
});
