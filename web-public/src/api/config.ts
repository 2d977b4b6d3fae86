/** GET /config once per page load, shared by everyone who asks. */
import { useEffect, useState } from 'react';
import { fetchConfig, type PublicConfig } from './endpoints';

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

/** wa.me wants the number with its country code and nothing else: 91 + the last 10 digits. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 10 ? `https://wa.me/91${digits.slice(-10)}` : null;
}

/** A tel: link for a support number written any way (+91 assumed for 10 digits). */
export function telLink(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:+${digits}`;
}
