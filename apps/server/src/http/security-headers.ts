import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

const TURNSTILE = 'https://challenges.cloudflare.com';
/** Google sign-in avatars. */
const AVATARS = 'https://*.googleusercontent.com';

/** Where the browser's live connection goes: this server, another Pusher-protocol server, or Pusher. */
function liveEventSources(config: Config): string[] {
  const { pusher } = config;
  if (!config.pusherIsExternal) {
    // 'self' covers a same-origin websocket in CSP 3; older engines need the ws(s) origin spelled out.
    const page = new URL(config.publicUrl);
    return [`${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}`];
  }
  if (pusher.host) {
    return [`${pusher.useTLS ? 'wss' : 'ws'}://${pusher.host}${pusher.port ? `:${pusher.port}` : ''}`];
  }
  return [`wss://ws-${pusher.cluster}.pusher.com`, `https://sockjs-${pusher.cluster}.pusher.com`];
}

/**
 * The Content-Security-Policy of every answer: exactly what the web app loads. Scripts only from this
 * origin (and Turnstile's, when the bot challenge is on); no plugins, no framing by anyone, forms post
 * only here. Styles allow inline ones: the toasts and the waveform insert `<style>` elements at run
 * time, and a style cannot run code (ADR 012).
 */
export function contentSecurityPolicy(config: Config) {
  const turnstile = config.turnstile ? [TURNSTILE] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', AVATARS],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...liveEventSources(config), ...turnstile],
    'frame-src': turnstile.length ? turnstile : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, `nosniff`, no framing, no referrer
 * sent anywhere, and HSTS when PUBLIC_URL is https (a plain-http install must stay reachable).
 */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      strictTransportSecurity: config.secureCookies
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : false,
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
      // The player plays media from this origin; Google's avatars come with their own CORP header.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
