/** The top bar's search field (a button that opens it on phones). */
export { TopBarSearch } from './top-bar-search';

/** The results page brings the results and their pager: it loads when a search is made. */
export const loadSearchPage = () => import('./search-page');
