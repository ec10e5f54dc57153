/**
 * An SVG as a data URL: the illustrations of these pages travel in the reply, as uploaded images
 * do (mock mode has no file server), instead of files the web app would have to ship.
 */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
