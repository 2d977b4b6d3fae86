import { describe, expect, it } from 'vitest';
import { mapTiles, openInMapsUrl, tourEmbed } from './place-and-tour';

describe('virtual tours the details page can embed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1'],
  ])('%s plays in the page', (link, src) => {
    expect(tourEmbed(link)?.src).toBe(src);
  });

  it.each(['https://example.com/tour', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=<script>', 'https://my.matterport.com/models/x', 'not a link', null])(
    '%s is only a link (or nothing)',
    (link) => {
      expect(tourEmbed(link)).toBeNull();
    },
  );
});

describe('the map around a home', () => {
  it('covers the box with tiles, the home at its centre', () => {
    // Gandhi Maidan, Patna, at zoom 16: x = 48266.83, y = 27942.51 in tiles (the slippy-map formula, worked out apart).
    const tiles = mapTiles(25.6093, 85.1376, 'https://tile.example/{z}/{x}/{y}.png', 600, 300);
    const x = 48_266.827;
    const y = 27_942.507;
    for (const tile of tiles) {
      const [, z, tx, ty] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(tile.src)!.map(Number);
      expect(z).toBe(16);
      // Where the home falls inside this tile, seen from the box: the box's centre.
      expect(tile.left + (x - tx!) * 256).toBeCloseTo(300, 0);
      expect(tile.top + (y - ty!) * 256).toBeCloseTo(150, 0);
    }
    const covered = (px: number, py: number) => tiles.some((t) => px >= t.left && px < t.left + 256 && py >= t.top && py < t.top + 256);
    for (const [px, py] of [[0, 0], [599, 0], [0, 299], [599, 299], [300, 150]] as const) expect(covered(px, py)).toBe(true);
    // No more than the box needs: at most (600/256 rounded up, +1) × (300/256 rounded up, +1).
    expect(tiles.length).toBeLessThanOrEqual(4 * 3);
  });

  it('fills a {s} subdomain', () => {
    expect(mapTiles(25.6, 85.1, 'https://{s}.tile.example/{z}/{x}/{y}.png', 256, 256)[0]!.src).toMatch(/^https:\/\/[abc]\.tile\.example\/16\/\d+\/\d+\.png$/);
  });

  it('opens the spot in Maps, or the address when there is no spot', () => {
    expect(openInMapsUrl({ latitude: 25.6093, longitude: 85.1376, address: 'x' })).toBe('https://www.google.com/maps/search/?api=1&query=25.6093%2C85.1376');
    expect(openInMapsUrl({ latitude: null, longitude: null, address: 'Boring Road, Patna' })).toBe('https://www.google.com/maps/search/?api=1&query=Boring%20Road%2C%20Patna');
  });
});
