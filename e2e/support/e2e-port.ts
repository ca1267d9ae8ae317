/**
 * The app's port in this run; the servers beside it take ports derived from it, so that runs with
 * different E2E_PORT values can share a machine.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 18080);
