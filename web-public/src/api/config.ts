/** GET /config once per page load, shared by everyone who asks. */
import { useEffect, useState } from 'react';
import { fetchConfig, type PublicConfig } from './endpoints';

export { telLink, whatsappLink } from './contact-links';

let pending: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | null = null;

export function loadConfig(): Promise<PublicConfig> {
  pending ??= fetchConfig().then(
    (answer) => (loaded = answer.data),
    (error: unknown) => {
      pending = null; // let a later caller try again
      throw error;
    },
  );
  return pending;
}

/**
 * Use a configuration fetched elsewhere (the prerendered home's island already asked GET /config; the
 * prerender gives the WhatsApp button's template a stand-in): `useConfig` then answers at once.
 */
export function primeConfig(value: PublicConfig): void {
  loaded = value;
  pending = Promise.resolve(value);
}

/** The public configuration, or null until it has loaded (or when the server does not answer). */
export function useConfig(): PublicConfig | null {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    if (config) return;
    let live = true;
    loadConfig().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}
