const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, recognisable label for a signed-in device (`Firefox · Windows`). Only this summary is kept,
 * not the full header: it is enough to tell one's devices apart and says less about the person. Empty
 * when the client sent none (the screens show their own "unknown device").
 */
export function summariseUserAgent(header: string | undefined): string {
  if (!header) return '';
  const browser = browsers.find(([pattern]) => pattern.test(header))?.[1];
  const system = systems.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? header.slice(0, 60).replace(/[^\x20-\x7e]/g, '');
}
