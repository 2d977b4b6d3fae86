import { describe, expect, it } from 'vitest';
import { getManyByOne } from './getManyByOne';
import { keepDetailFields } from './keepDetails';

describe('getManyByOne', () => {
  it('reads each distinct id once, in the order asked, leaving out the ones that fail', async () => {
    const asked: unknown[] = [];
    const getOne = async (id: unknown) => {
      asked.push(id);
      if (id === 'gone') throw new Error('404');
      return { data: { id: id as string, name: `user ${String(id)}` } };
    };
    const result = await getManyByOne(getOne, { ids: ['b', 'a', 'b', 'gone', ''] }, 2);
    expect(asked).toEqual(['b', 'a', 'gone']);
    expect(result.data.map((r) => r.id)).toEqual(['b', 'a']);
  });
  it('runs at most `concurrency` reads at a time', async () => {
    let running = 0;
    let peak = 0;
    const getOne = async (id: unknown) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return { data: { id: id as number } };
    };
    const result = await getManyByOne(getOne, { ids: [1, 2, 3, 4, 5] }, 2);
    expect(peak).toBe(2);
    expect(result.data).toHaveLength(5);
  });
});

describe('keepDetailFields', () => {
  it("keeps a listing's images when the update answer has none", () => {
    const images = [{ id: 'i' }];
    expect(keepDetailFields('post-property', { id: 'p', status: 'LIVE' }, { id: 'p', images })).toEqual({ id: 'p', status: 'LIVE', images });
  });
  it('prefers images the answer carries, and leaves other resources alone', () => {
    expect(keepDetailFields('post-property', { id: 'p', images: [] }, { id: 'p', images: [{ id: 'i' }] })).toEqual({ id: 'p', images: [] });
    expect(keepDetailFields('leads', { id: 1 }, { id: 1, images: ['x'] })).toEqual({ id: 1 });
    expect(keepDetailFields('post-property', { id: 'p' }, undefined)).toEqual({ id: 'p' });
  });
});
