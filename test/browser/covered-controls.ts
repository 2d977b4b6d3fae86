import type { Page } from 'playwright-core';

/** A control a person needs whose centre another element covers, where it was looked at. */
export interface CoveredControl {
  /** The control: its test id, class and accessible text. */
  control: string;
  /** What sits on its centre instead (the top element there). */
  coveredBy: string;
  /** 'in view': scrolled into view as a click or a Tab does; 'scrolled to N': met while scrolling down the page. */
  when: string;
}

/**
 * Every control on the page a person may need (links, buttons, fields, hearts, the sidebar toggle), looked at
 * the way a person meets it, and whether its centre is really its own: `document.elementFromPoint` at the
 * centre must hit the control (or something inside it, or one of its labels). Two ways of looking:
 * - scrolling down the page a third of a screen at a time, from the top (the page as loaded) to its very end,
 *   every control whose centre is then on screen; so nothing fixed (floating buttons, a bar) may sit on a
 *   control at any point on the way, and the last things on a page must come clear of it at the end;
 * - each control scrolled into view the way a tap or a Tab brings it (centred when it was out of view).
 * On screen means between the sticky navbar's bottom and the bottom strip's top (content scrolled under those
 * bars is out of view, as below the fold); controls that do not scroll (in the navbar, the sidebar, anything
 * fixed) are looked at wherever they are. Hidden controls (no size, visually hidden, display none, in a closed
 * menu) are not needed and not looked at; neither are the elements `skip` selects (the floating buttons), nor a
 * control scrolled out of a scrolling box it sits in (a later photo of the gallery's strip: met when the strip is swiped).
 */
export async function coveredControls(page: Page, skip = '.floating, .floating *'): Promise<CoveredControl[]> {
  return page.evaluate(async (skipSelector) => {
    const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

    const shown = (el: HTMLElement): boolean => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4) return false; // visually hidden, or not laid out
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      return true;
    };

    /** In the navbar, or under a fixed ancestor: it stays put while the page scrolls. */
    const stays = (el: HTMLElement): boolean => {
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        if (node.matches('[data-testid="navbar"]') || getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };

    const describe = (el: Element | null): string => {
      if (!el) return 'nothing';
      const id = el.getAttribute('data-testid');
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls}${name ? ` "${name}"` : ''}`;
    };

    /** The centre of the control's largest box (a link wrapped onto two lines has two). */
    const centre = (el: HTMLElement) => {
      const boxes = [...el.getClientRects()];
      const box = boxes.length ? boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a)) : el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };

    /** The part of the screen content can be seen in: below the sticky navbar, above the bottom strip. */
    const band = () => {
      const navbar = document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect();
      const strip = document.querySelector('[data-testid="bottom-strip"]')?.getBoundingClientRect();
      return { top: navbar && navbar.bottom > 0 ? navbar.bottom : 0, bottom: strip && strip.height > 0 ? strip.top : document.documentElement.clientHeight };
    };

    /** Its centre is outside a scrolling box it sits in (a photo further along the gallery's strip): not on screen yet. */
    const scrolledAway = (el: HTMLElement, x: number, y: number): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        if (x < box.left || x >= box.right || y < box.top || y >= box.bottom) return true;
      }
      return false;
    };

    const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => !el.matches(skipSelector) && shown(el));
    const found = new Map<string, { control: string; coveredBy: string; when: string }>();

    /** Looks at `el` if its centre is on screen; records it when something else has the centre. */
    const look = (el: HTMLElement, when: string) => {
      if (!shown(el)) return;
      const { x, y } = centre(el);
      const seen = stays(el) ? { top: 0, bottom: document.documentElement.clientHeight } : band();
      // A centre on the last pixel row is not on screen (elementFromPoint rounds it off the viewport): the next
      // scroll step brings it up.
      if (x < 0 || x >= document.documentElement.clientWidth || y < seen.top || y > seen.bottom - 1) return;
      if (scrolledAway(el, x, y)) return;
      const hit = document.elementFromPoint(x, y);
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      if (hit && (el.contains(hit) || labels.some((label) => label.contains(hit)))) return;
      const key = `${describe(el)} <- ${describe(hit)}`;
      if (!found.has(key)) found.set(key, { control: describe(el), coveredBy: describe(hit), when });
    };

    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    for (;;) {
      for (const el of controls) look(el, `scrolled to ${Math.round(window.scrollY)}`);
      const end = document.documentElement.scrollHeight - window.innerHeight;
      const before = window.scrollY;
      if (before >= end - 1) break;
      window.scrollTo({ top: Math.min(end, before + Math.round(window.innerHeight / 3)), behavior: 'instant' });
      await frames();
      if (window.scrollY <= before) break; // the page would not scroll further
    }

    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      await frames();
      look(el, 'in view');
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found.values()];
  }, skip);
}

/** A floating button drawn over a control or a listing card, where it was seen. */
export interface FloatingOverlap {
  button: string;
  under: string;
  /** How many square pixels they share. */
  pixels: number;
  when: string;
}

/**
 * The floating WhatsApp / Quick Call buttons never sit on anything a person taps or reads: scrolling down the page
 * a third of a screen at a time, every visible floating button (its stack not stepping aside, itself not hidden)
 * must share not one pixel with a visible control (the `coveredControls` set) or a listing card, within the part of
 * the screen content is seen in (below the navbar, above the bottom strip).
 */
export async function floatingOverlaps(page: Page): Promise<FloatingOverlap[]> {
  return page.evaluate(async () => {
    const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"]), [data-testid="listing-card"]';
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const stack = document.querySelector<HTMLElement>('[data-testid="floating-buttons"]');
    if (!stack) return [];
    const shown = (el: HTMLElement): boolean => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const band = () => {
      const navbar = document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect();
      const strip = document.querySelector('[data-testid="bottom-strip"]')?.getBoundingClientRect();
      return { top: navbar && navbar.bottom > 0 ? navbar.bottom : 0, bottom: strip && strip.height > 0 ? strip.top : document.documentElement.clientHeight };
    };
    const found = new Map<string, { button: string; under: string; pixels: number; when: string }>();
    const look = () => {
      if (stack.classList.contains('floating--aside')) return;
      const buttons = [...stack.querySelectorAll<HTMLElement>('a, button')].filter(shown);
      if (!buttons.length) return;
      const { top, bottom } = band();
      const targets = [...document.querySelectorAll<HTMLElement>(TARGETS)].filter((el) => !stack.contains(el) && shown(el));
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        for (const target of targets) {
          const t = target.getBoundingClientRect();
          const w = Math.min(b.right, t.right) - Math.max(b.left, t.left);
          const h = Math.min(b.bottom, t.bottom, bottom) - Math.max(b.top, t.top, top);
          if (w <= 0 || h <= 0) continue;
          const key = `${name(button)} on ${name(target)}`;
          if (!found.has(key)) found.set(key, { button: name(button), under: name(target), pixels: Math.round(w * h), when: `scrolled to ${Math.round(window.scrollY)}` });
        }
      }
    };
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    for (;;) {
      look();
      const end = document.documentElement.scrollHeight - window.innerHeight;
      const before = window.scrollY;
      if (before >= end - 1) break;
      window.scrollTo({ top: Math.min(end, before + Math.round(window.innerHeight / 3)), behavior: 'instant' });
      await frames();
      if (window.scrollY <= before) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found.values()];
  });
}

/**
 * While a dialog is open the floating buttons are not above it: each is hidden, or something of the dialog (its
 * backdrop, the dialog itself) is the top element at the button's centre. Returns the buttons that still show on top.
 */
export async function floatingAboveDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector<HTMLElement>('[data-testid="floating-buttons"]');
    if (!stack) return [];
    return [...stack.querySelectorAll<HTMLElement>('a, button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width < 1 || getComputedStyle(button).visibility === 'hidden' || Number(getComputedStyle(button).opacity) === 0) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && stack.contains(top);
      })
      .map((button) => button.getAttribute('data-testid') ?? button.tagName);
  });
}
