import { createContext, useContext, type ComponentType } from 'react';

/** An icon of the shared parts: decorative, sized by the font (1em) and coloured by `currentColor`. */
export type UiIcon = ComponentType<{ 'aria-hidden'?: boolean }>;

export interface UiIcons {
  reload: UiIcon;
  arrowRight: UiIcon;
  eye: UiIcon;
  eyeInvisible: UiIcon;
}

function glyph(text: string): UiIcon {
  function Glyph(props: { 'aria-hidden'?: boolean }) {
    return (
      <span className="mlu-glyph" {...props}>
        {text}
      </span>
    );
  }
  return Glyph;
}

/** Plain text glyphs: an app with an icon set of its own hands it in through UiIconsContext. */
const GLYPHS: UiIcons = Object.freeze({ reload: glyph('↻'), arrowRight: glyph('→'), eye: glyph('◉'), eyeInvisible: glyph('◎') });

export const UiIconsContext = createContext<UiIcons>(GLYPHS);

export function useUiIcons(): UiIcons {
  return useContext(UiIconsContext);
}
