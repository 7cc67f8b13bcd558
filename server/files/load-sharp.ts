import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) adds some 25 MB to the process the moment it loads; a server that is only
 * listing recipes never needs it, so it loads with the first picture.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
