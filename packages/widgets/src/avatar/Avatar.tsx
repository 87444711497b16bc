import { useRef, useState } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { avatarCss } from './avatar.css.ts';

export interface AvatarProps {
  /** Whose picture: a member's full name, a company's or a club's name (the initials, the colour, nothing read aloud). */
  name: string;
  /** The picture's address, or null when there is none: the initials show instead (as when the picture fails to load). */
  src?: string | null | undefined;
  /** The `part` of a web component's shadow root (`avatar` by default). */
  part?: string;
  /** More classes beside `dg-avatar` (its size comes from the stylesheet that places it, or from `size`). */
  className?: string;
  /** Its width and height in px, when no stylesheet sets them. */
  size?: number;
}

/** Up to two initials of a name: "Ada Lovelace" → "AL", "atelier lumière" → "AL", "Dealgrow" → "D". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A colour of its own for every name, always the same, dark enough for white initials (AA, 4.5:1 and more). */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360;
  return `hsl(${hash} 45% 30%)`;
}

/**
 * A member's, company's or club's picture, decorative beside their name: the image, else (none, or it fails to load)
 * their initials on a colour from the name. One component for every avatar of the app and the widgets.
 */
export function Avatar({ name, src, part = 'avatar', className, size }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // Its own sheet (the initials' look), wherever it is placed: a card's shadow root or the app's document.
  const root = useRef<HTMLImageElement & HTMLSpanElement>(null);
  useAdoptedStyles(root, avatarCss);
  const classes = className ? `dg-avatar ${className}` : 'dg-avatar';
  if (src && failed !== src)
    return (
      <img
        ref={root}
        className={classes}
        part={part}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  return (
    <span
      ref={root}
      className={`${classes} dg-avatar--initials`}
      part={part}
      aria-hidden="true"
      style={{ background: avatarColour(name), width: size, height: size }}
    >
      {initialsOf(name)}
    </span>
  );
}
