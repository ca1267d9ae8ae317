export { fetchPublicConfig, publicConfigQuery, usePublicConfig } from './public-config-query';
