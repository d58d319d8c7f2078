// What the app uses of the pre-rendering layer (README.md here). The build's side is `./server`.
export { mountApp } from './mount-app';
export { useIsHydrated } from './use-is-hydrated';
export { useTakeOverPage } from './use-take-over-page';
