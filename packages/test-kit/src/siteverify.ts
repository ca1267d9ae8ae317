import { createServer } from 'node:http';

/**
 * A local HTTP server speaking Cloudflare Turnstile's siteverify protocol (form-encoded secret,
 * response, remoteip; JSON {success, error-codes}). It accepts exactly one token for one secret.
 */
export async function startSiteverify(secret: string, goodToken: string) {
  const received: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const errors = [
        ...(form.get('secret') === secret ? [] : ['invalid-input-secret']),
        ...(form.get('response') === goodToken ? [] : ['invalid-input-response']),
      ];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: errors.length === 0, 'error-codes': errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
