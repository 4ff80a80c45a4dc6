import type { ImgHTMLAttributes } from 'react';

/**
 * A decorative image (a logo, a hero picture): nothing without a source, and hidden when it fails
 * to load, so a missing tenant or publisher image never shows the browser's broken-image icon.
 */
export function DecorativeImage({
  src,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & { src?: string | null }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
      {...rest}
    />
  );
}
