import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  fileProblem,
  MAX_IMAGE_BYTES,
  moveById,
  moveItem,
  sameOrder,
  TOO_MANY_MESSAGE,
  triageFiles,
  WRONG_TYPE_MESSAGE,
} from './galleryRules';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('fileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(fileProblem(file('a.jpg'))).toBeUndefined();
    expect(fileProblem(file('a.png', 'image/png'))).toBeUndefined();
    expect(fileProblem(file('a.webp', 'image/webp', MAX_IMAGE_BYTES))).toBeUndefined();
  });
  it('refuses other types, empty files and files over 10 MB with the server messages', () => {
    expect(fileProblem(file('a.gif', 'image/gif'))).toBe(WRONG_TYPE_MESSAGE);
    expect(fileProblem(file('a.pdf', 'application/pdf'))).toBe(WRONG_TYPE_MESSAGE);
    expect(fileProblem(file('a.jpg', 'image/jpeg', 0))).toBe(WRONG_TYPE_MESSAGE);
    expect(fileProblem(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1))).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(WRONG_TYPE_MESSAGE).toBe('Only JPEG, PNG or WebP images are allowed.');
  });
  it('judges by the name when the browser gives no type', () => {
    expect(fileProblem(file('IMG_1.JPEG', ''))).toBeUndefined();
    expect(fileProblem(file('notes.txt', ''))).toBe(WRONG_TYPE_MESSAGE);
  });
});

describe('triageFiles', () => {
  it('keeps the chosen order and refuses past 20 photos', () => {
    const files = [file('1.jpg'), file('2.gif', 'image/gif'), file('3.jpg'), file('4.jpg')];
    const { send, refused } = triageFiles(files, 18);
    expect(send.map((f) => f.name)).toEqual(['1.jpg', '3.jpg']);
    expect(refused.map((r) => [r.file.name, r.message])).toEqual([
      ['2.gif', WRONG_TYPE_MESSAGE],
      ['4.jpg', TOO_MANY_MESSAGE],
    ]);
  });
  it('refuses everything on a full gallery', () => {
    expect(triageFiles([file('1.jpg')], 20).send).toEqual([]);
  });
});

describe('reordering', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((i) => i.id).join('');
  it('moves an item to a new index (drag and drop)', () => {
    expect(ids(moveItem(items, 0, 2))).toBe('bcad');
    expect(ids(moveItem(items, 3, 0))).toBe('dabc');
    expect(ids(moveItem(items, 1, 99))).toBe('acdb');
    expect(ids(moveItem(items, 7, 0))).toBe('abcd');
  });
  it('moves an item by one place (arrow buttons), staying within bounds', () => {
    expect(ids(moveById(items, 'c', -1))).toBe('acbd');
    expect(ids(moveById(items, 'a', -1))).toBe('abcd');
    expect(ids(moveById(items, 'd', 1))).toBe('abcd');
    expect(ids(moveById(items, 'x', 1))).toBe('abcd');
  });
  it('does not touch the input and compares orders', () => {
    moveItem(items, 0, 3);
    expect(ids(items)).toBe('abcd');
    expect(sameOrder(items, [...items])).toBe(true);
    expect(sameOrder(items, moveItem(items, 0, 1))).toBe(false);
  });
});
