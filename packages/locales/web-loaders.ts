/**
 * The web app's lazy loaders, one per file, keyed `./<language>/<namespace>.json`: each file becomes a
 * chunk of its own in the build. Vite-only (`import.meta.glob`); Node code imports the JSON files.
 */
export const localeLoaders = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });
