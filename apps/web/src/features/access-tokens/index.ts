export { AccessTokensCard } from './access-tokens-card';
