export { localIssuerRoutes } from './local-issuer/routes.js';
export type { OidcClient } from './oidc-client.js';
export { authRoutes } from './routes.js';
export { signInSetup } from './sign-in-setup.js';
