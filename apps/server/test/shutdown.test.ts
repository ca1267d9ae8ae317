import { buildTestApp } from '@whispy/test-kit/server';
import { describe, expect, it, vi } from 'vitest';

describe('closing the server', () => {
  it('closes the job queue once, with the grace for running jobs, before the database', async () => {
    const server = await buildTestApp();
    const { queue } = server.app.transcriptions;
    const closeQueue = vi.spyOn(queue, 'close');
    const closeDatabase = vi.spyOn(server.database, 'close');
    await server.close();
    expect(closeQueue).toHaveBeenCalledTimes(1);
    expect(closeQueue).toHaveBeenCalledWith(10_000);
    expect(closeQueue.mock.invocationCallOrder[0]).toBeLessThan(closeDatabase.mock.invocationCallOrder[0]!);
  });
});
