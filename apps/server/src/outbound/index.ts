/**
 * The outbound HTTP port (ADR 031): requests to URLs that users give (webhooks, media links) reach only
 * addresses the operator's policy allows, checked after DNS resolution on the address connected to.
 */
export { type AddressPolicy, addressPolicy, parseOutboundAllow, RANGE_NAMES } from './address-policy.js';
export {
  type OutboundHttp,
  OutboundRefused,
  type OutboundRequest,
  type OutboundResponse,
  outboundHttp,
  type Resolve,
} from './outbound-http.js';
