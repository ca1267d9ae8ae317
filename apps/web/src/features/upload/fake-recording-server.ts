/**
 * A tus server in memory, as Whispy's answers a recording: creation without a length, appends at the
 * offset it holds, the length declared with the last piece. `down` drops every request; `loseAnswers`
 * stores what arrives and then drops the answer.
 */
export function fakeRecordingServer() {
  const server = {
    bytes: [] as number[],
    length: null as number | null,
    down: false,
    loseAnswers: false,
    refuseWith: null as { status: number; message: string } | null,
    requests: [] as string[],
    async send(url: string, init: RequestInit): Promise<Response> {
      const headers = new Headers(init.headers);
      server.requests.push(`${init.method} ${url}`);
      if (server.down) throw new TypeError('Failed to fetch');
      if (server.refuseWith) {
        const { status, message } = server.refuseWith;
        return Response.json({ message }, { status });
      }
      if (init.method === 'POST') {
        if (headers.get('Upload-Defer-Length') !== '1') return new Response(null, { status: 400 });
        return new Response(null, { status: 201, headers: { Location: '/api/uploads/rec' } });
      }
      if (init.method === 'HEAD') {
        const headers = new Headers({ 'Upload-Offset': String(server.bytes.length) });
        if (server.length !== null) headers.set('Upload-Length', String(server.length));
        return new Response(null, { status: 200, headers });
      }
      if (Number(headers.get('Upload-Offset')) !== server.bytes.length)
        return new Response(null, { status: 409 });
      const body = new Uint8Array(await (init.body as Blob).arrayBuffer());
      server.bytes.push(...body);
      const declared = headers.get('Upload-Length');
      if (declared !== null) server.length = Number(declared);
      if (server.loseAnswers) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(server.bytes.length) } });
    },
  };
  return server;
}
