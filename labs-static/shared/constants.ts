/**
 * Limits and tuning of the static labs, named with their units. (docs/product.md#business-constants has no numbers for
 * the labs; these are the lab's own choices, kept in one place.)
 */

// Pathfinding grid
export const GRID_MAX_ROWS = 50;
export const GRID_MAX_COLS = 100;
export const GRID_MIN_ROWS = 5;
export const GRID_MIN_COLS = 5;
/** Cells never get smaller than this, so they stay easy to hit with a finger. */
export const GRID_MIN_CELL_PX = 20;
/** Cost of entering a weighted cell (an ordinary cell costs 1). */
export const WEIGHTED_CELL_COST = 5;
export const UNWEIGHTED_CELL_COST = 1;
/** Share of cells that become walls with "Random walls". */
export const RANDOM_WALL_DENSITY = 0.3;
/** Compare mode shrinks the three grids' cells to fit side by side, but not below this. */
export const COMPARE_MIN_CELL_PX = 6;

// Animation speeds (steps per second), slowest to fastest; the speed slider picks one.
export const PATHFINDING_SPEEDS_PER_S = [5, 15, 40, 100, 250, 600, 1500] as const;
export const PATHFINDING_DEFAULT_SPEED_INDEX = 4;
export const RBTREE_SPEEDS_PER_S = [0.5, 1, 2, 4, 8] as const;
export const RBTREE_DEFAULT_SPEED_INDEX = 2;

// Red-black tree
export const RBTREE_MAX_KEYS = 63;
export const RBTREE_MIN_KEY = 0;
export const RBTREE_MAX_KEY = 999;
export const RBTREE_NODE_RADIUS_PX = 18;
export const RBTREE_H_SPACING_PX = 44;
export const RBTREE_V_SPACING_PX = 64;

// FluxBuilder
export const FLUX_STORAGE_KEY = 'fluxbuilder:document:v1';
export const FLUX_HISTORY_LIMIT = 100;
export const FLUX_MAX_BLOCKS = 200;
export const FLUX_MAX_TEXT_LENGTH = 5000;
export const FLUX_MAX_LIST_ITEMS = 50;
export const FLUX_MIN_COLUMNS = 2;
export const FLUX_MAX_COLUMNS = 4;
/** Pointer travel before a press on a block handle becomes a drag (so clicks still select). */
export const FLUX_DRAG_THRESHOLD_PX = 4;
export const FLUX_PREVIEW_WIDTHS_PX = { phone: 375, tablet: 768, desktop: null } as const;
export const FLUX_EXPORT_FILENAME = 'fluxbuilder-page.html';
export const FLUX_STATUS_CLEAR_MS = 2500;

// Pathfinding grid on screen
/** Shared links may hold more cells than fit: cells then shrink to this, and the grid scrolls. */
export const GRID_VIEW_MIN_CELL_PX = 10;
export const GRID_MAX_CELL_PX = 32;
/** Uploaded pictures are kept in localStorage as data URLs, so they must stay small. */
export const FLUX_MAX_IMAGE_UPLOAD_BYTES = 512 * 1024;
export const FLUX_MAX_IMAGE_URL_LENGTH = 750_000;
