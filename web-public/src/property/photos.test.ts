import { describe, expect, it } from 'vitest';
import { formatBytes, MAX_PHOTO_BYTES, photoProblem, photosLeft, shrinkTarget, uploadRetryable } from './photos';

describe('photoProblem', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 5_000_000 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/heic', size: 1000 })).toBe('Only JPEG, PNG or WebP images are allowed.');
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('Each photo must be at most 10 MB.');
  });

  it('counts the room left out of 20', () => {
    expect(photosLeft(15, 3)).toBe(2);
    expect(photosLeft(19, 3)).toBe(0);
  });
});

describe('shrinkTarget', () => {
  it('leaves small photos alone', () => {
    expect(shrinkTarget(1024, 768, 300_000)).toBeNull();
  });

  it('scales wide photos down to 1280 px keeping the shape', () => {
    expect(shrinkTarget(4000, 3000, 5_000_000)).toEqual({ width: 1280, height: 960 });
    expect(shrinkTarget(3000, 4000, 5_000_000)).toEqual({ width: 1280, height: 1707 });
  });

  it('re-encodes a heavy photo that is already narrow', () => {
    expect(shrinkTarget(1200, 900, 4_000_000)).toEqual({ width: 1200, height: 900 });
  });

  it('writes sizes people read', () => {
    expect(formatBytes(2_516_582)).toBe('2.4 MB');
    expect(formatBytes(700_000)).toBe('684 KB');
  });
});

describe('uploadRetryable', () => {
  it('offers Retry for network failures, timeouts, 408, 429 and server errors', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(uploadRetryable(status)).toBe(true);
  });

  it('does not for answers that will not change (wrong type, too large, not allowed, gone)', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(uploadRetryable(status)).toBe(false);
  });
});
