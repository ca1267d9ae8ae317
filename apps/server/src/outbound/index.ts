/**
 * The outbound HTTP port (ADR 031): requests to URLs that users give (webhooks, media links) reach only
 * addresses the operator's policy allows, checked after DNS resolution on the address connected to.
 */
export { type AddressPolicy, addressPolicy, parseOutboundAllow, RANGE_NAMES } from './address-policy.js';
export {
  type OutboundDownload,
  type OutboundHttp,
  OutboundRefused,
  type OutboundRequest,
  type OutboundResponse,
  type OutboundStream,
  outboundHttp,
  type Resolve,
} from './outbound-http.js';
