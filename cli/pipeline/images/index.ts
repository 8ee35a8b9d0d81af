/**
 * Stage 2, images: every image of content/ made into the sizes and formats pages use (sharp),
 * with their dimensions for width and height attributes.
 *
 * Takes the content folder, the folder being written and the image cache. Gives each image's
 * files and info by its path inside content/, linked from the cache when the source is unchanged;
 * the image seed lets a fresh machine start from images encoded elsewhere.
 */
export { ImageSeed } from './image-seed';
export { buildImages, type ImageOutput } from './build-images';
