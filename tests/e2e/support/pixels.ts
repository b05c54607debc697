/**
 * Reads a screenshot's pixels in the page itself (a canvas), so a test can tell what a
 * frame drew without an image library: the share of pixels near each given colour.
 */
import type { Page } from 'playwright-core';

export type Rgb = [number, number, number];

export async function colourShares(page: Page, png: Buffer, colours: Record<string, Rgb>, tolerance = 12): Promise<Record<string, number>> {
  return page.evaluate(
    async ({ source, wanted, tolerance }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const counts: Record<string, number> = Object.fromEntries(Object.keys(wanted).map((name) => [name, 0]));
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of Object.entries(wanted)) {
          if (Math.abs(data[i] - r) <= tolerance && Math.abs(data[i + 1] - g) <= tolerance && Math.abs(data[i + 2] - b) <= tolerance) counts[name]++;
        }
      }
      const total = data.length / 4;
      return Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, n / total]));
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, wanted: colours, tolerance },
  );
}
