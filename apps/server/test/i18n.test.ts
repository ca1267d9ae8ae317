import { Browser, followUntil, memberBrowser, person, signIn } from '@whispy/test-kit/browser';
import { buildTestApp, freePort, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const es = { 'accept-language': 'es' };
const ja = { 'accept-language': 'ja' };

let server: TestServer;
beforeAll(async () => {
  const port = await freePort();
  server = await buildTestApp({}, port);
  // A failing route, added the way a feature would be, to see the words of a crash.
  server.app.get('/api/failing', { config: { access: 'public' } }, async () => {
    throw new Error('connection to db-primary:5432 failed');
  });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => server.close());

describe('error answers in the language of Accept-Language', () => {
  it.each([
    [undefined, 'Please sign in to continue.'],
    ['en-US', 'Please sign in to continue.'],
    ['es', 'Inicia sesión para continuar.'],
    ['es-MX,es;q=0.9,en;q=0.8', 'Inicia sesión para continuar.'],
    ['ja', '続行するにはログインしてください。'],
    ['fr-FR,ja;q=0.5', '続行するにはログインしてください。'],
    ['fr', 'Please sign in to continue.'],
  ])('401 for %s', async (language, message) => {
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    const answer = await new Browser(server.url).get('/api/tokens', headers);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ result: null, message });
  });

  it('403 (terms) keeps its redirect', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    const answer = await browser.get('/api/tokens', ja);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      result: null,
      message: '続行するには利用規約に同意してください。',
      redirect: '/settings/terms',
    });
  });

  it('419 (CSRF)', async () => {
    const browser = new Browser(server.url);
    const answer = await browser.request('POST', '/api/tos', { body: {}, headers: es, xsrf: false });
    expect(answer.status).toBe(419);
    expect(answer.json.message).toBe(
      'Tu página ha caducado (el token CSRF no coincide). Recarga la página e inténtalo de nuevo.',
    );
  });

  it('422 with its field errors', async () => {
    const browser = await memberBrowser(server.url);
    const empty = await browser.request('POST', '/api/tokens', { body: { name: '  ' }, headers: es });
    expect(empty.status).toBe(422);
    expect(empty.json).toEqual({
      result: null,
      message: 'Los datos enviados no son válidos.',
      errors: { name: ['Este campo es obligatorio.'] },
    });
    const long = await browser.request('POST', '/api/tokens', {
      body: { name: 'x'.repeat(101) },
      headers: ja,
    });
    expect(long.json).toEqual({
      result: null,
      message: '入力内容に誤りがあります。',
      errors: { name: ['100 文字以内で入力してください。'] },
    });
    const missing = await browser.request('POST', '/api/tokens', { body: {} });
    expect(missing.json.errors).toEqual({ name: ['This value is missing or invalid.'] });
  });

  it('404 for an unknown token and an unknown route', async () => {
    const browser = await memberBrowser(server.url);
    const token = await browser.request('DELETE', '/api/tokens/01NOSUCHTOKEN', { headers: es });
    expect(token.status).toBe(404);
    expect(token.json.message).toBe('No se encontró el token.');
    const route = await browser.get('/api/no-such-route', ja);
    expect(route.status).toBe(404);
    expect(route.json.message).toBe('リクエストされた API ルートは存在しません。');
  });

  it("400 for Fastify's own refusals (malformed JSON)", async () => {
    const browser = await memberBrowser(server.url);
    const response = await fetch(`${server.url}/api/tokens`, {
      method: 'POST',
      headers: {
        ...ja,
        'content-type': 'application/json',
        cookie: [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': browser.cookie('XSRF-TOKEN')!,
      },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: null,
      message: 'リクエストを読み取れませんでした。形式を確認して、もう一度お試しください。',
    });
  });

  it('500, still without detail', async () => {
    const answer = await new Browser(server.url).get('/api/failing', es);
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ result: null, message: 'Ocurrió un error al procesar tu solicitud.' });
  });
});

describe('success messages', () => {
  it('thanks for accepting the terms in the request language', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    await browser.get('/api/csrf');
    const answer = await browser.request('POST', '/api/tos', { body: {}, headers: ja });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('利用規約にご同意いただきありがとうございます。');
  });

  it('creates a token without a toast that would repeat the on-page notice', async () => {
    const browser = await memberBrowser(server.url);
    const answer = await browser.request('POST', '/api/tokens', { body: { name: 'CI' }, headers: es });
    expect(answer.status).toBe(201);
    expect(answer.json.message).toBeUndefined();
  });
});

describe("the local issuer's pages", () => {
  async function chooserUrl() {
    const browser = new Browser(server.url);
    const start = await browser.get('/api/auth/redirect');
    const chooser = await followUntil(browser, start.json.redirect, '/oidc/interaction/');
    return { browser, chooser };
  }

  it('shows the account chooser in the browser language', async () => {
    const { browser, chooser } = await chooserUrl();
    const page = await browser.get(chooser, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('<title>Iniciar sesión en Whispy (local)</title>');
    expect(page.text).toContain('<label for="name">Nombre</label>');
    expect(page.text).toContain('<label for="email">Correo electrónico</label>');
    expect(page.text).toContain('<button type="submit">Continuar</button>');
  });

  it('explains invalid input in the browser language', async () => {
    const { browser, chooser } = await chooserUrl();
    const invalid = await browser.request('POST', new URL(chooser).pathname, {
      form: { name: ' ', email: 'nope' },
      headers: ja,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('<html lang="ja">');
    expect(invalid.text).toContain('名前を入力してください。');
    expect(invalid.text).toContain('有効なメールアドレスを入力してください。');
    expect(invalid.text).toContain('<button type="submit">続ける</button>');
  });

  it("words the issuer's own errors in the browser language, keeping its reason", async () => {
    const answer = await new Browser(server.url).get('/oidc/auth?client_id=nobody&response_type=code', ja);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<html lang="ja">');
    expect(answer.text).toContain('<h1>ログインエラー</h1>');
    expect(answer.text).toContain('<code>');
  });

  it('refuses other machines in their language', async () => {
    const answer = await server.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      remoteAddress: '203.0.113.7',
      headers: es,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('<html lang="es">');
    expect(answer.body).toContain('No disponible');
  });
});
