import { describe, expect, it } from 'vitest';
import {
  bottomStripKind,
  contentOffset,
  contentWidth,
  ACCOUNT_MENU_LINKS,
  DESKTOP_ONLY_PATHS,
  floatingButtonsCover,
  isPublicPage,
  matchesPattern,
  needsSignedInUser,
  normalisePath,
  ownerSwitch,
  showsDesktopOnlyMessage,
  showsFloatingButtons,
  showsFooter,
  showsNavbar,
  MIN_CONTENT_WIDTH,
  sidebarKind,
  sidebarMode,
} from './layout-rules';

const DESKTOP = 1280;
const TABLET = 1024;
const PHONE = 540;

describe('paths', () => {
  it('normalises trailing slashes, queries and hashes', () => {
    expect(normalisePath('/about-us/')).toBe('/about-us');
    expect(normalisePath('/about-us?x=1#top')).toBe('/about-us');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });

  it('matches :params against exactly one non-empty segment', () => {
    expect(matchesPattern('/tenant/:city/property-listing', '/tenant/patna/property-listing')).toBe(true);
    expect(matchesPattern('/tenant/:city/property-listing', '/tenant//property-listing')).toBe(false);
    expect(matchesPattern('/tenant/property-details/:id', '/tenant/property-details/42/')).toBe(true);
    expect(matchesPattern('/tenant/property-details/:id', '/tenant/property-details')).toBe(false);
  });
});

describe('navbar', () => {
  it.each(['/admin/login', '/admin/forgot-password', '/admin/reset-password', '/rider/login', '/rider/login/'])(
    'is hidden on %s',
    (path) => {
      expect(showsNavbar(path)).toBe(false);
    },
  );

  it.each(['/', '/owner/login', '/owner/your-property', '/rider/property-listing', '/about-us', '/nowhere'])(
    'shows on %s',
    (path) => {
      expect(showsNavbar(path)).toBe(true);
    },
  );
});

describe('footer and floating buttons', () => {
  it.each([
    '/',
    '/tenant/property-details/7',
    '/tenant/profile',
    '/tenant/wishlist',
    '/tenant/patna/property-listing',
    '/about-us',
    '/privacy-policy',
    '/terms-condition',
  ])('show on %s', (path) => {
    expect(showsFooter(path)).toBe(true);
    expect(showsFloatingButtons(path)).toBe(true);
  });

  it.each([
    '/owner/login',
    '/rider/login',
    '/owner/your-property',
    '/owner/dashboard',
    '/rider/upcoming-rides',
    '/rider/become-our-rider',
    '/preview/preview-property/7',
    '/nowhere',
  ])('do not show on %s', (path) => {
    expect(showsFooter(path)).toBe(false);
    expect(showsFloatingButtons(path)).toBe(false);
  });
});

describe('sidebar', () => {
  it('shows for owners on owner pages', () => {
    for (const path of ['/owner/add-property', '/owner/your-property', '/owner/dashboard', '/owner/preview-property/9', '/owner/update-property']) {
      expect(sidebarKind(path, ['TENANT', 'OWNER'], DESKTOP)).toBe('owner');
      expect(sidebarKind(path, ['OWNER'], TABLET)).toBe('owner');
    }
  });

  it('does not show on public pages, login entries or for non-owners', () => {
    expect(sidebarKind('/', ['OWNER'], DESKTOP)).toBeNull();
    expect(sidebarKind('/tenant/patna/property-listing', ['OWNER'], DESKTOP)).toBeNull();
    expect(sidebarKind('/owner/login', ['OWNER'], DESKTOP)).toBeNull();
    expect(sidebarKind('/owner/your-property', ['TENANT'], DESKTOP)).toBeNull();
    expect(sidebarKind('/rider/property-listing', ['RIDER'], DESKTOP)).toBeNull();
  });

  it('shows for admins on admin pages only', () => {
    expect(sidebarKind('/admin/leads', ['ADMIN'], DESKTOP)).toBe('admin');
    expect(sidebarKind('/admin/login', ['ADMIN'], DESKTOP)).toBeNull();
    expect(sidebarKind('/admin/leads', ['OWNER'], DESKTOP)).toBeNull();
  });

  it('gives way to the bottom strip on small phones', () => {
    expect(sidebarKind('/owner/your-property', ['OWNER'], PHONE)).toBeNull();
    expect(sidebarKind('/owner/your-property', ['OWNER'], PHONE + 1)).toBe('owner');
  });

  it('shifts the content by 270px open, 130px collapsed, 0 without a sidebar', () => {
    expect(contentOffset('owner', false)).toBe(270);
    expect(contentOffset('owner', true)).toBe(130);
    expect(contentOffset(null, false)).toBe(0);
  });

  it('is docked above 1024px and a drawer from 541 to 1024px', () => {
    expect(sidebarMode(TABLET + 1)).toBe('docked');
    expect(sidebarMode(DESKTOP)).toBe('docked');
    expect(sidebarMode(TABLET)).toBe('drawer');
    expect(sidebarMode(PHONE + 1)).toBe('drawer');
  });

  it('as a drawer, opens over the page: the content stays beside the 130px rail', () => {
    expect(contentOffset('owner', false, 'drawer')).toBe(130);
    expect(contentOffset('owner', true, 'drawer')).toBe(130);
    expect(contentOffset('owner', false, 'docked')).toBe(270);
  });

  it('leaves the content column at least as wide as a small phone at every width', () => {
    for (let width = MIN_CONTENT_WIDTH; width <= 1600; width += 1) {
      for (const collapsed of [false, true]) {
        expect([width, contentWidth(width, 'owner', collapsed) >= MIN_CONTENT_WIDTH]).toEqual([width, true]);
      }
    }
    expect(contentWidth(541, 'owner', false)).toBe(411);
    expect(contentWidth(1000, 'owner', false)).toBe(870);
    expect(contentWidth(1280, 'owner', false)).toBe(1010);
    expect(contentWidth(540, 'owner', false)).toBe(540);
  });
});

describe('floating buttons over controls', () => {
  // WhatsApp above Quick Call, 48px each, 12px from the right and bottom edges of a 360 x 760 phone.
  const whatsapp = { left: 300, top: 640, right: 348, bottom: 688 };
  const call = { left: 300, top: 700, right: 348, bottom: 748 };
  const buttons = [whatsapp, call];

  it('cover a heart whose centre is under one', () => {
    expect(floatingButtonsCover(buttons, { left: 292, top: 690, right: 336, bottom: 734 })).toBe(true);
  });

  it('cover a control any part of which is under them, centre clear', () => {
    expect(floatingButtonsCover(buttons, { left: 270, top: 650, right: 320, bottom: 690 })).toBe(true);
    // The empty end of a wide button, and a card's corner: a few pixels are enough.
    expect(floatingButtonsCover(buttons, { left: 16, top: 640, right: 344, bottom: 684 })).toBe(true);
    expect(floatingButtonsCover(buttons, { left: 16, top: 400, right: 302, bottom: 642 })).toBe(true);
  });

  it('leave anything clear of them, even by a pixel', () => {
    expect(floatingButtonsCover(buttons, { left: 16, top: 690, right: 200, bottom: 734 })).toBe(false);
    expect(floatingButtonsCover(buttons, { left: 300, top: 100, right: 348, bottom: 140 })).toBe(false);
    expect(floatingButtonsCover(buttons, { left: 16, top: 400, right: 300, bottom: 720 })).toBe(false);
  });
});

describe('bottom strip', () => {
  it('appears at 540px and below on owner and rider pages', () => {
    expect(bottomStripKind('/owner/your-property', PHONE)).toBe('owner');
    expect(bottomStripKind('/owner/dashboard', 360)).toBe('owner');
    expect(bottomStripKind('/rider/upcoming-rides', PHONE)).toBe('rider');
  });

  it('does not appear above 540px', () => {
    expect(bottomStripKind('/owner/your-property', PHONE + 1)).toBeNull();
    expect(bottomStripKind('/rider/upcoming-rides', TABLET)).toBeNull();
  });

  it('does not appear on public pages or login entries', () => {
    expect(bottomStripKind('/', PHONE)).toBeNull();
    expect(bottomStripKind('/owner/login', PHONE)).toBeNull();
    expect(bottomStripKind('/rider/login', PHONE)).toBeNull();
    expect(bottomStripKind('/rider/become-our-rider', PHONE)).toBeNull();
  });
});

describe('desktop-only rule', () => {
  it('wraps no page of the owner and rider areas: the dashboard works on a phone', () => {
    expect(DESKTOP_ONLY_PATHS).toEqual([]);
    for (const path of ['/owner/dashboard', '/owner/your-property', '/owner/add-property', '/rider/upcoming-rides', '/rider/become-our-rider']) {
      expect(showsDesktopOnlyMessage(path, PHONE)).toBe(false);
    }
  });

  it('shows the message on a listed page at 1024px and below', () => {
    const listed = ['/wide-only'];
    expect(showsDesktopOnlyMessage('/wide-only', TABLET, listed)).toBe(true);
    expect(showsDesktopOnlyMessage('/wide-only/', PHONE, listed)).toBe(true);
    expect(showsDesktopOnlyMessage('/wide-only', TABLET + 1, listed)).toBe(false);
    expect(showsDesktopOnlyMessage('/owner/your-property', PHONE, listed)).toBe(false);
  });
});

describe('owner switch and signed-in pages', () => {
  it('lets every signed-in person reach their profile and their saved homes from the account menu', () => {
    expect(ACCOUNT_MENU_LINKS.map((link) => link.to)).toEqual(['/tenant/profile', '/tenant/wishlist', '/tenancies']);
    expect(ACCOUNT_MENU_LINKS.every((link) => isPublicPage(link.to) || needsSignedInUser(link.to))).toBe(true);
  });

  it('offers the tenant view on owner pages and the owner view elsewhere', () => {
    expect(ownerSwitch('/owner/your-property')).toEqual({ label: 'nav.menu.switchToTenant', to: '/tenant/patna/property-listing' });
    expect(ownerSwitch('/')).toEqual({ label: 'nav.menu.switchToOwner', to: '/owner/your-property' });
  });

  it('knows which pages need a signed-in user', () => {
    expect(needsSignedInUser('/tenant/profile')).toBe(true);
    expect(needsSignedInUser('/owner/add-property')).toBe(true);
    expect(needsSignedInUser('/rider/previous-rides')).toBe(true);
    expect(needsSignedInUser('/rider/become-our-rider')).toBe(false);
    expect(needsSignedInUser('/')).toBe(false);
    expect(needsSignedInUser('/tenancies')).toBe(true);
    expect(needsSignedInUser('/tenancies/0190a1b2-0000-7000-8000-000000000001')).toBe(true);
  });
});
