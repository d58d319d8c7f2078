// What the build's pre-render (src/app/prerender.tsx, run in Node) uses of this layer (README.md here).
export { renderStaticMarkup } from './render-static';
