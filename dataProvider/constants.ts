/** Business constants of spec 1 §9 used by the browser. */
export const WRITE_TIMEOUT_MS = 30_000;
export const READ_TIMEOUT_MS = 90_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_DEBOUNCE_MS = 800;
export const USER_STALE_MS = 120_000;
export const DATA_INIT_STALE_MS = 300_000;
export const STATISTICS_RETRIES = 3;
export const STATISTICS_RETRY_DELAY_MS = 1_000;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20];
export const DEFAULT_PAGE_SIZE = 10;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const TOKEN_KEY = 'access_token';
export const VERSION_KEY = 'app_version';
export const VERSION_HEADER = 'x-app-version';
