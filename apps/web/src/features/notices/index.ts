export { NoticesCard } from './notices-card';
export { ReadyNotices } from './ready-notices';
