// Page sizes of the listings (spec §9) and the bounds the API keeps on every list it answers.

/** The "Show" choices of a listing page, and the one it starts with. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 60] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The most products one page may ask for. */
export const MAX_PER_PAGE = 100;
/** Home's product list: the first page of 16. */
export const HOME_LIST = { page: 1, perPage: 16 } as const;
/** Featured answers are plain arrays; this bounds them. */
export const MAX_LIST = 100;
export const MAX_SEARCH_RESULTS = 60;
/** Product cards a page asks My List about at once (a listing page of 60, sliders of 20), with room to spare. */
export const MAX_MY_LIST_BATCH = 100;
