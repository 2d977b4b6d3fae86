/**
 * Build time only (vite.config.ts `prerenderHome`): renders the home route, with its layout, to static HTML
 * from the app's own components, as a signed-out visitor sees it before GET /config and the strip's homes
 * arrive (the strip is its sized skeleton). Also renders the pieces the island fills in later (a strip card,
 * a cover without photo, the WhatsApp button) as templates, and the words it needs.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { primeConfig } from '../api/config';
import type { Listing } from '../api/properties';
import { AuthProvider } from '../auth/AuthContext';
import { CallbackProvider } from '../callback/CallbackContext';
import type { Language } from '../../../adapters/http/contract/language-cookie';
import { hi } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage, t } from '../i18n/t';
import { FloatingButtons } from '../layout/FloatingButtons';
import { CoverImage } from '../property/CoverImage';
import { ListingCard } from '../property/ListingCard';
import { STRIP_SIZES } from '../property/NewestStrip';
import { ISLAND_TEMPLATES_ID, ISLAND_TEXT_ID } from './island-text';
import { islandWords } from './island-words';

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location="/">
      <AuthProvider>
        <CallbackProvider>{node}</CallbackProvider>
      </AuthProvider>
    </StaticRouter>,
    {
      // One piece of HTML, in order: never a large boundary sent as a fallback plus an inline script that swaps its
      // content in (React's progressive chunks; the Hindi home, its text in Devanagari, is past their default size),
      // which the CSP (no inline script) would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A failure must fail the build, not ship the route's loading fallback.
      onError(error) {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

/** A card's shape: the island replaces every value. */
const SAMPLE: Listing = {
  id: 'sample',
  title: 'sample',
  property_type: 'APARTMENT',
  bhk: 2,
  furnishing: 'UNFURNISHED',
  rent: 0,
  city: 'patna',
  locality: 'sample',
  cover_image_url: '/media/sample-640.webp',
  status: 'LIVE',
  is_verified: true,
  is_stale: false,
  wishlisted: false,
  deposit: 0,
  built_up_area: null,
  available_from: '2026-01-01',
  listed_by: 'OWNER',
  photo_count: 2,
} as Listing;

/** JSON inside <script>: `<` escaped so no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PrerenderedHome {
  /** Goes inside #root. */
  root: string;
  /** Goes at the end of <body>: the island's templates and words. */
  extras: string;
  /** The document's `<title>`, `<meta name="description">` and `<noscript>` text, in the page's language. */
  title: string;
  description: string;
  noscript: string;
}

/**
 * The home in `language` (both are prerendered at build, index.html and index.hi.html; the server picks
 * one by the visitor's `lang` cookie or `?lang=`). One language at a time: the catalogue is module state.
 */
export async function renderHome(language: Language = 'en'): Promise<PrerenderedHome> {
  activateLanguage(language, language === 'hi' ? hi : undefined);
  try {
    return await renderHomeInActiveLanguage();
  } finally {
    activateLanguage('en');
  }
}

async function renderHomeInActiveLanguage(): Promise<PrerenderedHome> {
  const root = await toHtml(<App />);

  const text = islandWords();

  // The WhatsApp button appears once GET /config has a number: render it with a stand-in for the island to copy.
  primeConfig({ product_name: '', captcha: { provider: 'local', site_key: null }, support_phone: '', support_email: '', company_address: '', whatsapp_number: '0000000000', grievance_officer: '', grievance_email: '', map_tile_url: '', map_attribution: '', map_attribution_url: '' });
  const templates = await toHtml(
    <>
      <ul>
        <li className="strip__item">
          <ListingCard listing={SAMPLE} sizes={STRIP_SIZES} />
        </li>
      </ul>
      <CoverImage url={null} alt="" />
      <FloatingButtons />
    </>,
  );

  return {
    root,
    title: t('title.home'),
    description: t('meta.home'),
    noscript: t('noscript.home'),
    extras:
      `<template id="${ISLAND_TEMPLATES_ID}">${templates}</template>\n` +
      `<script type="application/json" id="${ISLAND_TEXT_ID}">${scriptJson(text)}</script>`,
  };
}
