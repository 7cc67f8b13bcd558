import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import doubleCaretVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical';
import folderClose16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close';
import gridView16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view';
import heart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/heart';
import list16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/list';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import moon16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/moon';
import more16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import plus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings';
import share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share';
import shoppingCart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart';
import sortDesc16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc';
import star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import starEmpty16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty';
import tag16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tag';
import timelineEvents16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-events';
import translate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/translate';
import wrench16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/wrench';
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';

/**
 * The icons of the home page's first screen (top bar, sidebar, search bar, cards) are in the main
 * bundle and registered before the first render, so they draw with it. Every other icon loads on
 * first use from its size's chunk of all paths, as Blueprint does by default (about 100 KB
 * gzipped each, too much to stand before the first card).
 */
const bundled: Record<IconSize, Partial<Record<IconName, IconPaths>>> = {
  [IconSize.STANDARD]: {
    calendar: calendar16,
    'caret-down': caretDown16,
    cog: cog16,
    'double-caret-vertical': doubleCaretVertical16,
    'folder-close': folderClose16,
    'grid-view': gridView16,
    heart: heart16,
    list: list16,
    'log-out': logOut16,
    menu: menu16,
    moon: moon16,
    more: more16,
    plus: plus16,
    search: search16,
    settings: settings16,
    share: share16,
    'shopping-cart': shoppingCart16,
    'sort-desc': sortDesc16,
    star: star16,
    'star-empty': starEmpty16,
    tag: tag16,
    'timeline-events': timelineEvents16,
    translate: translate16,
    wrench: wrench16,
  },
  [IconSize.LARGE]: {
    media: media20,
  },
};

const allPaths = new Map<IconSize, Promise<Record<string, unknown>>>();

function loadAllPaths(size: IconSize): Promise<Record<string, unknown>> {
  let loading = allPaths.get(size);
  if (!loading) {
    loading =
      size === IconSize.STANDARD
        ? import('@blueprintjs/icons/lib/esm/generated/16px/paths')
        : import('@blueprintjs/icons/lib/esm/generated/20px/paths');
    allPaths.set(size, loading);
  }
  return loading;
}

/** `add-to-artifact` → `AddToArtifact`, the export names of the generated path modules. */
function exportName(name: IconName): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const paths = bundled[size][name] ?? (await loadAllPaths(size))[exportName(name)];
  if (!Array.isArray(paths)) throw new Error(`No ${String(size)}px paths for the icon ${name}`);
  return paths as IconPaths;
}

/** Installs the loader and registers the bundled icons (resolved within the same microtasks). */
export function loadFirstScreenIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  return Promise.all(
    Object.values(IconSize)
      .filter((size): size is IconSize => typeof size === 'number')
      .map((size) => Icons.load(Object.keys(bundled[size]) as IconName[], size)),
  ).then(() => undefined);
}
