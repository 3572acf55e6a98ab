/** Project illustrations are drawn at 3:2; the size reserves their space before they load. */
export const PROJECT_IMAGE_WIDTH = 1200;
export const PROJECT_IMAGE_HEIGHT = 800;
