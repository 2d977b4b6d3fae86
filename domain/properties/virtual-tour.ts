/**
 * Which virtual-tour links the details page plays in the page, after a tap: YouTube videos (through YouTube's
 * privacy-enhanced player, youtube-nocookie.com) and Matterport spaces (my.matterport.com/show/?m=...). Any other
 * link (a tour an owner hosts elsewhere) only opens in a new tab. The site's Content-Security-Policy allows frames
 * from exactly these two players (adapters/http/security-headers.ts).
 */
/** The player address for a tour link the page can embed, or null (the link opens in a new tab). */
export function tourEmbed(link: string | null | undefined): { src: string; player: 'youtube' | 'matterport' } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const videoId = /^[A-Za-z0-9_-]{6,20}$/;
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (id && videoId.test(id)) return { src: `https://www.youtube-nocookie.com/embed/${id}?rel=0`, player: 'youtube' };
  if (url.hostname === 'my.matterport.com' && url.pathname.replace(/\/$/, '') === '/show') {
    const model = url.searchParams.get('m');
    if (model && /^[A-Za-z0-9]{6,20}$/.test(model)) return { src: `https://my.matterport.com/show/?m=${model}&play=1`, player: 'matterport' };
  }
  return null;
}

