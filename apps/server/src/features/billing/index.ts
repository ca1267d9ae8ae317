/** The API routes `subscription`, `subscription/prices/{product}`, `subscription/checkout`, `subscription/edit` and Stripe's webhook. */
export { billingRoutes } from './routes.js';
